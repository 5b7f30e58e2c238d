import 'server-only';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';

type SubmissionTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/** Stores one submitted form (demo request, enquiry, enrolment) and returns its new id for the reply and the mail. */
export async function storeSubmission<T extends SubmissionTable>(table: T, values: PgInsertValue<T>): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}
