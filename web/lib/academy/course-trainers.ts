import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { notFound } from './errors';

const { batchTimings, batches, trainerCourses, trainers } = tables;

export type CourseTrainer = { id: number; trainerName: string; linkId: number };

/**
 * The trainer of a course that a form names: by `availableTrainerId` when sent, else by name (trimmed, any case).
 * A trainer who does not teach that course is as unknown as one who does not exist: 404.
 */
export async function requireCourseTrainer(
  courseId: number,
  ref: { id?: number; name: string },
): Promise<CourseTrainer> {
  const db = await getDb();
  const byRef =
    ref.id !== undefined
      ? eq(trainers.id, ref.id)
      : sql`lower(${trainers.trainerName}) = ${ref.name.trim().toLowerCase()}`;
  const [row] = await db
    .select({ id: trainers.id, trainerName: trainers.trainerName, linkId: trainerCourses.id })
    .from(trainerCourses)
    .innerJoin(trainers, eq(trainerCourses.trainerId, trainers.id))
    .where(and(eq(trainerCourses.courseId, courseId), byRef))
    .orderBy(asc(trainers.id))
    .limit(1);
  if (!row) throw notFound(`Trainer '${ref.id ?? ref.name}' does not teach this course`);
  return row;
}

const normaliseTime = (time: string) => time.replace(/\s+/g, ' ').trim().toLowerCase();

/** The batch of a trainer's course that offers the timing `from`-`to`, or undefined. */
export async function findBatchByTiming(linkId: number, timing: { from: string; to: string }) {
  const db = await getDb();
  const rows = await db
    .select({ batchId: batches.id, days: batches.days, from: batchTimings.from, to: batchTimings.to })
    .from(batches)
    .innerJoin(batchTimings, eq(batchTimings.batchId, batches.id))
    .where(eq(batches.trainerCourseId, linkId))
    .orderBy(asc(batches.position), asc(batchTimings.position));
  return rows.find(
    (row) =>
      normaliseTime(row.from) === normaliseTime(timing.from) && normaliseTime(row.to) === normaliseTime(timing.to),
  );
}
