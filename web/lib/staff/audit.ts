import 'server-only';
import { tables, type Inserter } from '@/lib/db';

/**
 * One audit row: who (`staffId`, null for the command line), did what, to which record ('staff:3'). Written in the
 * same transaction as the change it records, so there is never a change without its row. No learner data in
 * `detail` beyond what the change itself was (a role, a status).
 */
export async function audit(
  db: Inserter,
  staffId: number | null,
  action: string,
  subject: string | null,
  detail: Record<string, unknown> = {},
) {
  await db.insert(tables.staffAudit).values({ staffId, action, subject, detail });
}
