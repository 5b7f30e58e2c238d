import 'server-only';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { recordLead, type NewLead } from './leads';

type SubmissionTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/**
 * Stores one submitted form (demo request, enquiry, enrolment) and its lead for the staff console in one
 * transaction; returns the new ids, for the reply and the inbox's notification.
 */
export async function storeSubmission<T extends SubmissionTable>(
  table: T,
  values: PgInsertValue<T>,
  lead: Omit<NewLead, 'sourceId'>,
): Promise<{ id: number; leadId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(table).values(values).returning({ id: table.id });
    const id = row!.id;
    return { id, leadId: await recordLead(tx, { ...lead, sourceId: id }) };
  });
}
