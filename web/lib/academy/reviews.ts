import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Review, ReviewSummary } from '@/lib/contract';
import { requireCourse } from './catalogue';
import { averageRating } from './ratings';

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

/** Average rating and the share of each star value, in percent with one decimal. */
export async function reviewSummary(courseName: string): Promise<ReviewSummary> {
  const course = await requireCourse(courseName);
  const db = await getDb();
  const rows = await db
    .select({ ratings: reviews.ratings, n: count() })
    .from(reviews)
    .where(eq(reviews.courseId, course.id))
    .groupBy(reviews.ratings);
  const counts = [1, 2, 3, 4, 5].map((star) => rows.find((r) => r.ratings === star)?.n ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  const sum = counts.reduce((acc, n, i) => acc + n * (i + 1), 0);
  const pct = (n: number) => (total ? Math.round((n / total) * 1000) / 10 : 0);
  return [{
    averageRating: averageRating(sum, total),
    percentageRating1: pct(counts[0]!),
    percentageRating2: pct(counts[1]!),
    percentageRating3: pct(counts[2]!),
    percentageRating4: pct(counts[3]!),
    percentageRating5: pct(counts[4]!),
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
