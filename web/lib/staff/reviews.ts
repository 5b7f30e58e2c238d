import 'server-only';
import { eq } from 'drizzle-orm';
import { notFound } from '@/lib/academy/errors';
import { countStars } from '@/lib/academy/star-counters';
import { getDb, tables } from '@/lib/db';
import { audit } from './audit';

const { courses, reviews } = tables;

export type ReviewVisibility = { id: number; hidden: boolean; courseName: string };

/**
 * A member hides a review (issue 50: a flood of one-star reviews that got past the limits) or shows it again. A hidden
 * review leaves the public lists (lib/academy/reviews.ts) and its stars leave the course's counters, so the rating
 * and the review summary drop it; it is kept, with its author's one-review-per-course hold, so it can come back.
 * One transaction under the review's row lock: the change, the counters and the audit row, all or none, and a learner
 * editing or deleting the review at the same time waits for it. Asking for the state it is in already changes
 * nothing and writes no audit row. Returns the course's name, whose pages the caller revalidates.
 */
export async function setReviewHidden(actorId: number, reviewId: number, hidden: boolean): Promise<ReviewVisibility> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        courseId: reviews.courseId,
        ratings: reviews.ratings,
        hiddenAt: reviews.hiddenAt,
        courseName: courses.courseName,
      })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews });
    if (!review) throw notFound('No such review');
    if (Boolean(review.hiddenAt) !== hidden) {
      await tx
        .update(reviews)
        .set({ hiddenAt: hidden ? new Date() : null })
        .where(eq(reviews.id, reviewId));
      await countStars(tx, review.courseId, review.ratings, hidden ? -1 : 1);
      await audit(tx, actorId, hidden ? 'review.hide' : 'review.show', `review:${reviewId}`, {
        courseId: review.courseId,
        stars: review.ratings,
      });
    }
    return { id: reviewId, hidden, courseName: review.courseName };
  });
}
