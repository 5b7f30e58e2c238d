import type { Db } from '../database';
import {
  batches,
  batchTimings,
  categories,
  courses,
  priceOptions,
  reviewPhotos,
  reviews,
  trainerCourses,
  trainers,
} from '../schema';
import type { CataloguePlan } from './plan';
import type { PhotoBytes } from './review-photos';

/** The tables a catalogue seed fills, by the names its counts report them under. */
export const catalogueTables = {
  categories,
  courses,
  trainers,
  trainerCourses,
  batches,
  batchTimings,
  priceOptions,
  reviews,
  reviewPhotos,
};

/** Postgres allows 65,535 bind parameters per statement; 500 rows keeps every table well under it. */
export function chunk<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Writes a planned catalogue. Rows are matched back by natural keys, never by returned-row order. */
export async function insertCatalogue(tx: Db, plan: CataloguePlan, photos: Map<number, PhotoBytes>) {
  const categoryRows = await tx
    .insert(categories)
    .values(plan.categories)
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));

  const courseRows = await tx
    .insert(courses)
    // The seed's courses are on offer: published, never drafts (issue 52).
    .values(
      plan.courses.map(({ categorySlug, row }) => ({
        ...row,
        categoryId: categoryId.get(categorySlug)!,
        publishedAt: new Date(),
      })),
    )
    .returning({ id: courses.id, slug: courses.slug });
  const courseId = new Map(courseRows.map((r) => [r.slug, r.id]));

  const trainerRows = await tx
    .insert(trainers)
    .values(plan.trainers)
    .returning({ id: trainers.id, name: trainers.trainerName });
  const trainerId = new Map(trainerRows.map((r) => [r.name, r.id]));

  const linkRows = await tx
    .insert(trainerCourses)
    .values(
      plan.links.map((link) => ({
        trainerId: trainerId.get(link.trainerName)!,
        courseId: courseId.get(link.courseSlug)!,
        trainerCourseDescription: link.description,
      })),
    )
    .returning({ id: trainerCourses.id, trainerId: trainerCourses.trainerId, courseId: trainerCourses.courseId });
  const linkId = new Map(linkRows.map((r) => [`${r.trainerId}:${r.courseId}`, r.id]));

  const batchPlans = plan.links.flatMap((link) => {
    const tcId = linkId.get(`${trainerId.get(link.trainerName)}:${courseId.get(link.courseSlug)}`)!;
    return link.batches.map((batch, position) => ({ tcId, position, batch }));
  });
  const batchRows = await tx
    .insert(batches)
    .values(
      batchPlans.map(({ tcId, position, batch }) => ({
        trainerCourseId: tcId,
        position,
        days: batch.days,
        courseType: batch.courseType,
        feeType: batch.feeType,
        demoLink: batch.demoLink,
      })),
    )
    .returning({ id: batches.id, tcId: batches.trainerCourseId, position: batches.position });
  const batchId = new Map(batchRows.map((r) => [`${r.tcId}:${r.position}`, r.id]));

  const timingRows = batchPlans.flatMap(({ tcId, position, batch }) =>
    batch.timings.map((t, i) => ({
      batchId: batchId.get(`${tcId}:${position}`)!,
      from: t.from,
      to: t.to,
      position: i,
    })),
  );
  for (const part of chunk(timingRows)) await tx.insert(batchTimings).values(part);

  const optionRows = batchPlans.flatMap(({ tcId, position, batch }) =>
    batch.options.map((o, i) => ({ batchId: batchId.get(`${tcId}:${position}`)!, ...o, position: i })),
  );
  for (const part of chunk(optionRows)) await tx.insert(priceOptions).values(part);

  // Photos are keyed by the review's index in plan.reviews.
  const photoId = new Map<number, number>();
  for (const [index, photo] of photos) {
    const [row] = await tx.insert(reviewPhotos).values(photo).returning({ id: reviewPhotos.id });
    photoId.set(index, row!.id);
  }
  const reviewRows = plan.reviews.map(({ courseSlug, review }, index) => ({
    courseId: courseId.get(courseSlug)!,
    studentName: review.studentName,
    ratings: review.ratings,
    reviewDescription: review.reviewDescription,
    photoId: photoId.get(index) ?? null,
    createdAt: review.createdAt,
  }));
  for (const part of chunk(reviewRows)) await tx.insert(reviews).values(part);
}
