import 'server-only';
import { asc, count, gt, max } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';

const { leads } = tables;

/** How many new leads one look counts, at most (the rest the next look counts): a bounded range of the primary key. */
const NEWS_CAP = 100;

/** The newest lead's id (0 before the first): where an open console starts counting new leads from. */
export async function newestLeadId(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ newest: max(leads.id) }).from(leads);
  return row?.newest ?? 0;
}

/**
 * The leads that came after lead `after` (issue 54), for an open console to show without a reload: how many (up to
 * NEWS_CAP) and the newest one's id, a range of the primary key however many leads there are.
 */
export async function leadsAfter(after: number): Promise<{ count: number; newest: number }> {
  const db = await getDb();
  const newer = db
    .select({ id: leads.id })
    .from(leads)
    .where(gt(leads.id, after))
    .orderBy(asc(leads.id))
    .limit(NEWS_CAP)
    .as('newer');
  const [row] = await db.select({ count: count(), newest: max(newer.id) }).from(newer);
  return { count: row?.count ?? 0, newest: row?.newest ?? after };
}
