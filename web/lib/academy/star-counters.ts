import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';
import { changedNow } from '@/lib/db/course-changes';
import { starCounter } from './ratings';

const { courses } = tables;

/**
 * Moves one review's stars in its course's counters (`sign` 1 adds them, -1 takes them away), in SQL under the
 * course row's lock, so concurrent changes each move them from what the other left. Only a shown review is in the
 * counters: whoever stores, edits, deletes, hides or shows one calls this inside that change's transaction.
 */
export async function countStars(tx: Tx, courseId: number, stars: number, sign: 1 | -1) {
  const column = starCounter(stars);
  await tx
    .update(courses)
    .set({
      ratingsCount: sql`${courses.ratingsCount} + ${sign}`,
      ratingsTotal: sql`${courses.ratingsTotal} + ${sign * stars}`,
      [column]: sql`${courses[column]} + ${sign}`,
      ...changedNow,
    })
    .where(eq(courses.id, courseId));
}
