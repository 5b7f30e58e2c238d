import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from './database';
import { courses } from './schema';

/**
 * What a write sets on a course whose page it changes: the time of its transaction, which the sitemap gives search
 * engines as the page's lastmod. For writes that update the course row anyway.
 */
export const changedNow = { updatedAt: sql`now()` };

/** Marks the courses `where` selects as changed now: their trainers, batches, prices, category or reviews changed. */
export async function markCoursesChanged(tx: Tx, where: SQL | undefined): Promise<void> {
  if (where) await tx.update(courses).set(changedNow).where(where);
}

/** The courses with these ids; none for an empty list. */
export const coursesWithIds = (ids: number[]): SQL | undefined => (ids.length ? inArray(courses.id, ids) : undefined);
