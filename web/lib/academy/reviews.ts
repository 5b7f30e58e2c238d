import 'server-only';
import { and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { storedImage } from '@/lib/db/stored-images';
import { ERASED_TEXT } from './accounts/erase';
import type { Review, ReviewSummary } from './model';
import { requireCourse } from './catalogue';
import { averageRating, starShares, type StarCounts } from './ratings';

const { courses, reviews, reviewPhotos } = tables;

export const reviewPhotoUrl = (photoId: number) => `/api/reviews/photo/${photoId}`;

const reviewColumns = {
  id: reviews.id,
  photoId: reviews.photoId,
  studentName: reviews.studentName,
  ratings: reviews.ratings,
  reviewDescription: reviews.reviewDescription,
  createdAt: reviews.createdAt,
};

type ReviewRow = {
  id: number;
  photoId: number | null;
  studentName: string;
  ratings: number;
  reviewDescription: string;
  createdAt: Date;
};

const reshapeReview = ({ id, photoId, studentName, ratings, reviewDescription, createdAt }: ReviewRow): Review => ({
  id,
  imageOfStudent: photoId ? reviewPhotoUrl(photoId) : null,
  studentName,
  ratings,
  reviewDescription,
  createdAt: createdAt.toISOString(),
});

/**
 * The reviews a list shows: those staff have not hidden (lib/staff/reviews.ts), with their text. A deleted account's
 * reviews lose theirs (accounts/erase.ts) and keep only their stars, which count in the course's rating and summary
 * (its counters) but are no review to read: a card with stars, "Former learner" and nothing said would be empty. So
 * ratingsCount (and GraphQL's totalCount, the same count) may exceed the reviews listed.
 */
const shown = and(isNull(reviews.hiddenAt), ne(reviews.reviewDescription, ERASED_TEXT));

/** Newest first; the id orders reviews stored in the same instant, so pages never overlap. */
const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** A course's reviews, newest first. */
export async function listReviews(courseName: string): Promise<Review[]> {
  const course = await requireCourse(courseName);
  const db = await getDb();
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.courseId, course.id), shown))
    .orderBy(...newestFirst);
  return rows.map(reshapeReview);
}

/** One page of a course's reviews, and whether more follow it. */
export type ReviewPage = { reviews: Review[]; hasNextPage: boolean };

const pageOf = (rows: ReviewRow[], first: number): ReviewPage => ({
  reviews: rows.slice(0, first).map(reshapeReview),
  hasNextPage: rows.length > first,
});

/** The newest `first` reviews of each course, for many courses in one query (the GraphQL API's batched loading). */
export async function newestReviews(courseIds: readonly number[], first: number): Promise<Map<number, ReviewPage>> {
  const byCourse = new Map<number, ReviewRow[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length > 0) {
    const db = await getDb();
    const ranked = db
      .select({
        ...reviewColumns,
        courseId: reviews.courseId,
        position:
          sql<number>`row_number() over (partition by ${reviews.courseId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
            'position',
          ),
      })
      .from(reviews)
      .where(and(inArray(reviews.courseId, [...courseIds]), shown))
      .as('ranked');
    // One row past the page says whether another page follows.
    const rows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.position, first + 1))
      .orderBy(ranked.courseId, ranked.position);
    for (const row of rows) byCourse.get(row.courseId)?.push(row);
  }
  return new Map([...byCourse].map(([id, rows]) => [id, pageOf(rows, first)]));
}

/** The `first` reviews of a course that follow the review `afterId` (newest first): the next page of a cursor. */
export async function reviewsAfter(courseId: number, afterId: number, first: number): Promise<ReviewPage> {
  const db = await getDb();
  const anchor = sql`(select ${reviews.createdAt}, ${reviews.id} from ${reviews} where ${reviews.id} = ${afterId} and ${reviews.courseId} = ${courseId})`;
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), shown, sql`(${reviews.createdAt}, ${reviews.id}) < ${anchor}`))
    .orderBy(...newestFirst)
    .limit(first + 1);
  return pageOf(rows, first);
}

type SummaryRow = StarCounts & { ratingsTotal: number; ratingsCount: number };

const reshapeSummary = (counts: SummaryRow): ReviewSummary[number] => {
  const shares = starShares(counts);
  return {
    averageRating: averageRating(counts.ratingsTotal, counts.ratingsCount),
    percentageRating1: shares[1],
    percentageRating2: shares[2],
    percentageRating3: shares[3],
    percentageRating4: shares[4],
    percentageRating5: shares[5],
  };
};

/**
 * Average rating and the share of each star value, in percent with one decimal. Read from the course row's counters
 * (kept by the review's own transaction), so the answer costs one indexed row however many reviews there are.
 */
export async function reviewSummary(courseName: string): Promise<ReviewSummary> {
  return [reshapeSummary(await requireCourse(courseName))];
}

/** The review summaries of several courses, by course id, in one query. Unknown ids are left out. */
export async function reviewSummaries(courseIds: readonly number[]): Promise<Map<number, ReviewSummary[number]>> {
  if (courseIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      id: courses.id,
      ratingsTotal: courses.ratingsTotal,
      ratingsCount: courses.ratingsCount,
      ratings1: courses.ratings1,
      ratings2: courses.ratings2,
      ratings3: courses.ratings3,
      ratings4: courses.ratings4,
      ratings5: courses.ratings5,
    })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]));
  return new Map(rows.map((row) => [row.id, reshapeSummary(row)]));
}

export const reviewPhoto = async (photoId: number) => storedImage(await getDb(), reviewPhotos, photoId);
