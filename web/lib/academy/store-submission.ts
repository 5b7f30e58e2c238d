import 'server-only';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { enqueue, type Mail } from '@/lib/mail';
import { recordLead, type NewLead } from '@/lib/leads/create';

type SubmissionTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/**
 * Stores one submitted form (demo request, enquiry, enrolment), its lead for the staff console and the learner's
 * confirmation mail (queued for the mail workers) in one transaction: all of them or none. Returns the new ids,
 * for the reply and the inbox's notification.
 */
export async function storeSubmission<T extends SubmissionTable>(
  table: T,
  values: PgInsertValue<T>,
  lead: Omit<NewLead, 'sourceId'>,
  confirmation?: Mail,
): Promise<{ id: number; leadId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(table).values(values).returning({ id: table.id });
    const id = row!.id;
    const leadId = await recordLead(tx, { ...lead, sourceId: id });
    if (confirmation) await enqueue(confirmation, 'learner', { db: tx });
    return { id, leadId };
  });
}
