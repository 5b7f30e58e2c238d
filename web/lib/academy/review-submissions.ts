import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Review } from './model';
import { getDb, tables } from '@/lib/db';
import { changedNow } from '@/lib/db/course-changes';
import { isUniqueViolation } from '@/lib/db/errors';
import { MAX_PHOTO_BYTES, reviewFieldsSchema } from '@/lib/validation/review';
import { requireCourse } from './catalogue';
import { parseInput, throwFields } from './input';
import { photoTooLarge, preparePhoto, type StoredPhoto } from './review-photos';
import { starCounter } from './ratings';
import { conflict } from './errors';
import { ALREADY_REVIEWED } from './limits';
import { reviewPhotoUrl } from './reviews';
import { reserveWrite, type Writer } from './writers';

const { courses, reviewPhotos, reviews } = tables;

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
  const photo: StoredPhoto | null = file ? await preparePhoto(Buffer.from(await file.arrayBuffer())) : null;
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
    // per-star counts stay equal to the reviews' own (a check in the database holds them to each other), so the
    // course's rating and the review summary agree (see ./ratings.ts).
    const starColumn = starCounter(input.ratings);
    await tx
      .update(courses)
      .set({
        ratingsCount: sql`${courses.ratingsCount} + 1`,
        ratingsTotal: sql`${courses.ratingsTotal} + ${input.ratings}`,
        [starColumn]: sql`${courses[starColumn]} + 1`,
        ...changedNow,
      })
      .where(eq(courses.id, course.id));
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
