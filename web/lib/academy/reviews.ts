import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Review, ReviewSummary } from '@/lib/contract';
import { requireCourse } from './catalogue';
import { averageRating, starShares } from './ratings';

const { reviews, reviewPhotos } = tables;

export const reviewPhotoUrl = (photoId: number) => `/api/reviews/photo/${photoId}`;

/** A course's reviews, newest first. */
export async function listReviews(courseName: string): Promise<Review[]> {
  const course = await requireCourse(courseName);
  const db = await getDb();
  const rows = await db
    .select({
      id: reviews.id,
      photoId: reviews.photoId,
      studentName: reviews.studentName,
      ratings: reviews.ratings,
      reviewDescription: reviews.reviewDescription,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.courseId, course.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ photoId, createdAt, ...rest }) => ({
    ...rest,
    imageOfStudent: photoId ? reviewPhotoUrl(photoId) : null,
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * Average rating and the share of each star value, in percent with one decimal. Read from the course row's counters
 * (kept by the review's own transaction), so the answer costs one indexed row however many reviews there are.
 */
export async function reviewSummary(courseName: string): Promise<ReviewSummary> {
  const course = await requireCourse(courseName);
  const shares = starShares(course);
  return [{
    averageRating: averageRating(course.ratingsTotal, course.ratingsCount),
    percentageRating1: shares[1],
    percentageRating2: shares[2],
    percentageRating3: shares[3],
    percentageRating4: shares[4],
    percentageRating5: shares[5],
  }];
}

export async function reviewPhoto(photoId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ bytes: reviewPhotos.bytes, contentType: reviewPhotos.contentType })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.id, photoId))
    .limit(1);
  return row;
}
