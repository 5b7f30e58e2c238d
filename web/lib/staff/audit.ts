import 'server-only';
import { getDb, tables } from '@/lib/db';

type Writer = Pick<Awaited<ReturnType<typeof getDb>>, 'insert'>;

/**
 * One audit row: who (`staffId`, null for the command line), did what, to which record ('staff:3'). Written in the
 * same transaction as the change it records, so there is never a change without its row. No learner data in
 * `detail` beyond what the change itself was (a role, a status).
 */
export async function audit(db: Writer, staffId: number | null, action: string, subject: string | null, detail: Record<string, unknown> = {}) {
  await db.insert(tables.staffAudit).values({ staffId, action, subject, detail });
}
