import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';

const TABLES = { courses: tables.courses, categories: tables.categories, trainers: tables.trainers } as const;
export type EditedKind = keyof typeof TABLES;

/** Whether the console's editor of this record has something to show (the proxy's 404 before the page streams). */
export async function catalogueRecordExists(kind: EditedKind, rawId: string): Promise<boolean> {
  const id = Number(rawId);
  if (!/^\d{1,9}$/.test(rawId) || id < 1) return false;
  const table = TABLES[kind];
  const db = await getDb();
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}
