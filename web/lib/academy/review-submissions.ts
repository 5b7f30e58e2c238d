import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Review } from './model';
import { getDb, tables } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { MAX_PHOTO_BYTES, reviewFieldsSchema } from '@/lib/validation/review';
import { requireCourse } from './catalogue';
import { parseInput, throwFields } from './input';
import { photoTooLarge, preparePhoto, type StoredPhoto } from './review-photos';
import { conflict } from './errors';
import { ALREADY_REVIEWED } from './limits';
import { reviewPhotoUrl } from './reviews';
import { countStars } from './star-counters';
import { reserveWrite, type Writer } from './writers';

const { reviewPhotos, reviews } = tables;

async function hasReviewed(courseId: number, userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), eq(reviews.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The whole multipart body: one photo at its limit plus the text fields and multipart framing. */
export const REVIEW_BODY_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;

const TEXT_FIELDS = ['studentName', 'reviewDescription', 'ratings', 'courseName'] as const;

/**
 * Stores a review from the Rating form, with its optional photo, and folds its stars into the course's
 * ratingsCount and ratingsTotal in the same transaction, so lists show the new summary at once. A valid review is
 * counted against `writer`'s limits (writers.ts) before it is stored; a logged-in learner's is theirs, one per course.
 */
export async function createReview(form: FormData, writer: Writer): Promise<Review> {
  const text: Record<string, unknown> = {};
  const wrongKind: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (value instanceof File) wrongKind[name] = `${name} must be a text field`;
    else text[name] = value ?? undefined;
  }
  if (Object.keys(wrongKind).length) throwFields(wrongKind);
  const input = parseInput(reviewFieldsSchema, text);

  const upload = form.get('imageOfStudent');
  if (typeof upload === 'string' && upload !== '') throwFields({ imageOfStudent: 'imageOfStudent must be a file' });
  // A form with no file chosen still sends the part, empty and nameless.
  const file = upload instanceof File && upload.size > 0 ? upload : null;
  if (file && file.size > MAX_PHOTO_BYTES) throw photoTooLarge();

  const course = await requireCourse(input.courseName);
  // A logged-in learner's second review of the course is refused before the limits: a refusal that spends the
  // course's budget would let a few accounts close it by resending one review (two sent at once both get here; the
  // unique index refuses the second, and both were counted, which bounds that to a pair per account).
  if (writer.userId !== null && (await hasReviewed(course.id, writer.userId))) throw conflict(ALREADY_REVIEWED);
  const photo: StoredPhoto | null = file ? await preparePhoto(Buffer.from(await file.arrayBuffer())) : null;
  // Past the checks and the limits, and only then, does the review reach the course's rating: a refused review
  // changes no counter, as it is never stored.
  await reserveWrite('review', writer, course.id);

  const db = await getDb();
  return db.transaction(async (tx) => {
    const [stored] = photo
      ? await tx.insert(reviewPhotos).values(photo).returning({ id: reviewPhotos.id })
      : [undefined];
    const [review] = await tx
      .insert(reviews)
      .values({
        courseId: course.id,
        studentName: input.studentName,
        ratings: input.ratings,
        reviewDescription: input.reviewDescription,
        photoId: stored?.id ?? null,
        userId: writer.userId,
      })
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(ALREADY_REVIEWED) : error;
      });
    // Incremental, in SQL: concurrent reviews each add their stars under the row lock. The count, exact sum and
    // per-star counts stay equal to the shown reviews' own (a check in the database holds them to each other), so
    // the course's rating and the review summary agree (see ./ratings.ts).
    await countStars(tx, course.id, input.ratings, 1);
    return {
      id: review!.id,
      imageOfStudent: stored ? reviewPhotoUrl(stored.id) : null,
      studentName: review!.studentName,
      ratings: review!.ratings,
      reviewDescription: review!.reviewDescription,
      createdAt: review!.createdAt.toISOString(),
    };
  });
}
