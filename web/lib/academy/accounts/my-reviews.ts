import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { markCoursesChanged } from '@/lib/db/course-changes';
import { coursePagePath } from '@/lib/page-paths';
import type { ReviewEdit } from '@/lib/validation/account';
import { notFound } from '../errors';
import { reviewPhotoUrl } from '../reviews';
import { countStars } from '../star-counters';

const { categories, courses, reviewPhotos, reviews } = tables;

export type MyReview = {
  id: number;
  courseName: string;
  coursePath: string | null;
  studentName: string;
  ratings: number;
  reviewDescription: string;
  imageOfStudent: string | null;
  createdAt: string;
};

/** The reviews this account wrote, newest first. */
export async function listMyReviews(userId: number): Promise<MyReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      review: reviews,
      courseName: courses.courseName,
      courseSlug: courses.slug,
      categorySlug: categories.slug,
      archivedAt: courses.archivedAt,
    })
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.id));
  return rows.map(({ review, courseName, courseSlug, categorySlug, archivedAt }) => ({
    id: review.id,
    courseName,
    coursePath: archivedAt ? null : coursePagePath(categorySlug, courseSlug),
    studentName: review.studentName,
    ratings: review.ratings,
    reviewDescription: review.reviewDescription,
    imageOfStudent: review.photoId ? reviewPhotoUrl(review.photoId) : null,
    createdAt: review.createdAt.toISOString(),
  }));
}

const NO_SUCH_REVIEW = 'No such review of yours';

/**
 * Changes the stars and words of one of this account's reviews; the course's counters follow in the same
 * transaction, under the review's row lock, so two edits at once each move them from what the other left.
 * Returns the course's name, whose pages show the review.
 */
export async function editMyReview(
  userId: number,
  reviewId: number,
  edit: ReviewEdit,
): Promise<{ courseName: string; review: MyReview }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ratings: reviews.ratings, courseId: reviews.courseId, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
      .for('update');
    if (!before) throw notFound(NO_SUCH_REVIEW);
    await tx
      .update(reviews)
      .set({ ratings: edit.ratings, reviewDescription: edit.reviewDescription })
      .where(eq(reviews.id, reviewId));
    // A review staff hid is in no counter (lib/staff/reviews.ts): its new stars count once it is shown again.
    if (before.ratings !== edit.ratings && !before.hiddenAt) {
      await countStars(tx, before.courseId, before.ratings, -1);
      await countStars(tx, before.courseId, edit.ratings, 1);
    } else {
      await markCoursesChanged(tx, eq(courses.id, before.courseId));
    }
  });
  const review = (await listMyReviews(userId)).find((r) => r.id === reviewId);
  if (!review) throw notFound(NO_SUCH_REVIEW);
  return { courseName: review.courseName, review };
}

/** Deletes one of this account's reviews and its photo; the course's counters lose its stars in the same transaction. */
export async function deleteMyReview(userId: number, reviewId: number): Promise<{ courseName: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
      .returning({
        ratings: reviews.ratings,
        courseId: reviews.courseId,
        photoId: reviews.photoId,
        hiddenAt: reviews.hiddenAt,
      });
    if (!gone) throw notFound(NO_SUCH_REVIEW);
    // A hidden review's stars left the counters when staff hid it.
    if (!gone.hiddenAt) await countStars(tx, gone.courseId, gone.ratings, -1);
    if (gone.photoId) await tx.delete(reviewPhotos).where(eq(reviewPhotos.id, gone.photoId));
    const [course] = await tx
      .select({ courseName: courses.courseName })
      .from(courses)
      .where(eq(courses.id, gone.courseId));
    return { courseName: course!.courseName };
  });
}
