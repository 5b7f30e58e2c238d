import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Batch, Timing, TrainerCourse, TrainerDetails, TrainerEntry, Trainer } from './model';
import { notFound } from './errors';
import { requireCourse } from './catalogue';
import { onOffer } from './on-offer';

const { batches, batchTimings, categories, courses, priceOptions, trainerCourses, trainers } = tables;

type LinkRow = {
  linkId: number;
  trainerId: number;
  courseId: number;
  courseName: string;
  categoryName: string;
  trainerCourseDescription: string | null;
};

/** Loads the batches, timings and price options of the given trainer-course links, grouped by link. */
async function batchesByLink(links: LinkRow[]): Promise<Map<number, Batch[]>> {
  const db = await getDb();
  const linkIds = links.map((l) => l.linkId);
  const result = new Map<number, Batch[]>(linkIds.map((id) => [id, []]));
  if (linkIds.length === 0) return result;
  const batchRows = await db
    .select()
    .from(batches)
    .where(inArray(batches.trainerCourseId, linkIds))
    .orderBy(asc(batches.position), asc(batches.id));
  const batchIds = batchRows.map((b) => b.id);
  const [timingRows, priceRows] = batchIds.length
    ? await Promise.all([
        db
          .select()
          .from(batchTimings)
          .where(inArray(batchTimings.batchId, batchIds))
          .orderBy(asc(batchTimings.position), asc(batchTimings.id)),
        db
          .select()
          .from(priceOptions)
          .where(inArray(priceOptions.batchId, batchIds))
          .orderBy(asc(priceOptions.position), asc(priceOptions.id)),
      ])
    : [[], []];
  const descriptions = new Map(links.map((l) => [l.linkId, l.trainerCourseDescription]));
  for (const b of batchRows) {
    result.get(b.trainerCourseId)!.push({
      batchId: b.id,
      days: b.days,
      courseType: b.courseType,
      feeType: b.feeType,
      timings: timingRows.filter((t) => t.batchId === b.id).map(({ from, to }) => ({ from, to })),
      sessions: priceRows
        .filter((p) => p.batchId === b.id)
        .map(({ name, price, originalPrice, sessionsCount }) => ({ name, price, originalPrice, sessionsCount })),
      demoLink: b.demoLink,
      trainerCourseDescription: descriptions.get(b.trainerCourseId) ?? null,
    });
  }
  return result;
}

async function linksWhere(condition: SQL, draftsToo = false): Promise<LinkRow[]> {
  const db = await getDb();
  return (
    db
      .select({
        linkId: trainerCourses.id,
        trainerId: trainerCourses.trainerId,
        courseId: trainerCourses.courseId,
        courseName: courses.courseName,
        categoryName: categories.name,
        trainerCourseDescription: trainerCourses.trainerCourseDescription,
      })
      .from(trainerCourses)
      .innerJoin(courses, eq(trainerCourses.courseId, courses.id))
      .innerJoin(categories, eq(courses.categoryId, categories.id))
      // A draft or an archived course (on-offer.ts) is taught nowhere the site shows; the console's preview of a
      // draft asks for its trainers anyway.
      .where(draftsToo ? condition : and(condition, onOffer))
      .orderBy(asc(trainerCourses.id))
  );
}

function details(trainer: tables.TrainerRow, description: string | null): TrainerDetails {
  return {
    trainerName: trainer.trainerName,
    trainerImage: trainer.trainerImage,
    language: trainer.language ?? null,
    trainerCourseDescription: description,
    availableTrainerId: trainer.id,
    ...(trainer.trainerNameHi ? { hindi: { trainerName: trainer.trainerNameHi } } : {}),
  };
}

const courseEntry = (link: LinkRow, courseBatches: Batch[]): TrainerCourse => ({
  courseDetails: { courseName: link.courseName, id: link.courseId, categoryName: link.categoryName },
  batches: courseBatches,
});

const timingsOf = (courseBatches: Batch[]): Timing[] => courseBatches.flatMap((b) => b.timings);

/** A trainer as one course's list shows them: that course's batches only, and their timings gathered. */
const trainerEntry = (trainer: tables.TrainerRow, link: LinkRow, courseBatches: Batch[]): TrainerEntry => ({
  id: trainer.id,
  trainerName: trainer.trainerName,
  timings: timingsOf(courseBatches),
  trainerDetails: details(trainer, link.trainerCourseDescription),
  courses: [courseEntry(link, courseBatches)],
});

async function trainerRows(ids: number[]) {
  const db = await getDb();
  if (ids.length === 0) return new Map<number, tables.TrainerRow>();
  const rows = await db.select().from(trainers).where(inArray(trainers.id, ids));
  return new Map(rows.map((t) => [t.id, t]));
}

/** Every trainer of a course, each with that course's batches. */
export async function trainersForCourse(courseName: string): Promise<TrainerEntry[]> {
  const course = await requireCourse(courseName);
  return (await trainersForCourses([course.id])).get(course.id) ?? [];
}

/**
 * The trainers of several courses at once, by course id, each with that course's batches: five queries however
 * many courses are asked for (the GraphQL API's batched loading). Unknown ids, and drafts unless `draftsToo` (the
 * console's preview and its publishing check), get an empty list.
 */
export async function trainersForCourses(
  courseIds: readonly number[],
  { draftsToo = false } = {},
): Promise<Map<number, TrainerEntry[]>> {
  const result = new Map<number, TrainerEntry[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return result;
  const links = await linksWhere(inArray(trainerCourses.courseId, [...courseIds]), draftsToo);
  const [byLink, people] = await Promise.all([
    batchesByLink(links),
    trainerRows([...new Set(links.map((l) => l.trainerId))]),
  ]);
  for (const link of links) {
    const trainer = people.get(link.trainerId);
    if (trainer) result.get(link.courseId)?.push(trainerEntry(trainer, link, byLink.get(link.linkId) ?? []));
  }
  return result;
}

/** One trainer with every course they teach. */
export async function trainerById(trainerId: number): Promise<Trainer> {
  const [trainer] = (await trainerRows([trainerId])).values();
  if (!trainer) throw notFound(`Trainer ${trainerId} not found`);
  const links = await linksWhere(eq(trainerCourses.trainerId, trainerId));
  const byLink = await batchesByLink(links);
  return {
    trainerDetails: details(trainer, links[0]?.trainerCourseDescription ?? null),
    courses: links.map((link) => courseEntry(link, byLink.get(link.linkId) ?? [])),
  };
}

/**
 * The selection of GET /current/getTrainer/{courseId}/{selection} is a batch id: the answer is a list holding
 * the trainer entry of that course's batch, narrowed to that one batch.
 */
export async function trainerForBatch(courseId: number, batchId: number): Promise<TrainerEntry[]> {
  const db = await getDb();
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), onOffer))
    .limit(1);
  if (!course) throw notFound(`Course ${courseId} not found`);
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId)).limit(1);
  const links = batch ? await linksWhere(eq(trainerCourses.id, batch.trainerCourseId)) : [];
  const link = links[0];
  if (!batch || !link || link.courseId !== courseId)
    throw notFound(`Batch ${batchId} not found for course ${courseId}`);
  const [byLink, people] = await Promise.all([batchesByLink([link]), trainerRows([link.trainerId])]);
  const trainer = people.get(link.trainerId)!;
  const selected = (byLink.get(link.linkId) ?? []).filter((b) => b.batchId === batchId);
  return [trainerEntry(trainer, link, selected)];
}
