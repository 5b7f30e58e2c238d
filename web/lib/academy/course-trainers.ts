import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { BatchOptions } from '@/lib/schedule-words-in';
import { notFound } from './errors';

const { batchTimings, batches, priceOptions, trainerCourses, trainers } = tables;

/** `trainerNameHi`: '' when staff gave none. */
export type CourseTrainer = { id: number; trainerName: string; trainerNameHi: string; linkId: number };

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
    .select({
      id: trainers.id,
      trainerName: trainers.trainerName,
      trainerNameHi: trainers.trainerNameHi,
      linkId: trainerCourses.id,
    })
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

/** Each batch's fee type and price options, to name a booking's chosen options in the reader's language. */
export async function batchOptions(batchIds: readonly number[]): Promise<Map<number, BatchOptions>> {
  const found = new Map<number, BatchOptions>();
  if (batchIds.length === 0) return found;
  const db = await getDb();
  const rows = await db
    .select({
      batchId: batches.id,
      feeType: batches.feeType,
      name: priceOptions.name,
      price: priceOptions.price,
      sessionsCount: priceOptions.sessionsCount,
    })
    .from(batches)
    .leftJoin(priceOptions, eq(priceOptions.batchId, batches.id))
    .where(inArray(batches.id, [...new Set(batchIds)]))
    .orderBy(asc(batches.id), asc(priceOptions.position));
  for (const { batchId, feeType, name, price, sessionsCount } of rows) {
    const batch = found.get(batchId) ?? { feeType, sessions: [] };
    if (name !== null) batch.sessions.push({ name, price, sessionsCount });
    found.set(batchId, batch);
  }
  return found;
}
