import 'server-only';
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { tables } from '@/lib/db';
import { indianDate } from '@/lib/india-time';
import { DAYS_AHEAD, sessionKey, type SlotBatch, type Taken } from './sessions';
import { demoTokenHash, isMailedDemoToken, readAccountDemoToken } from './links';

const {
  batchTimings,
  batches,
  categories,
  courses,
  demoBookings,
  demoRequests,
  trainerCourses,
  trainerDaysOff,
  trainers,
} = tables;

type Reader = Db | Tx;

/** A batch that gives demo sessions, with where its class happens. */
export type DemoBatch = SlotBatch & { classLink: string | null; venue: string | null };

/** A booking as its pages and mails read it: its row, and the request's learner, course and trainer. */
export type DemoBookingFull = NonNullable<Awaited<ReturnType<typeof bookingWhere>>>;

const bookingColumns = {
  booking: demoBookings,
  learnerName: demoRequests.name,
  learnerEmail: demoRequests.email,
  courseId: demoRequests.courseId,
  courseName: demoRequests.courseName,
  trainerId: demoRequests.trainerId,
  trainerName: trainers.trainerName,
  trainerNameHi: trainers.trainerNameHi,
  trainerEmail: trainers.email,
  courseSlug: courses.slug,
  categorySlug: categories.slug,
};

/**
 * The booking a link's token opens (a mailed token, or an account link while it works), or undefined for any other
 * token; `lock` holds the booking until the transaction ends.
 */
export async function bookingByToken(db: Reader, token: string, { lock = false } = {}) {
  const accountId = isMailedDemoToken(token) ? null : readAccountDemoToken(token);
  if (!isMailedDemoToken(token) && accountId === null) return undefined;
  return bookingWhere(
    db,
    accountId === null ? eq(demoBookings.tokenHash, demoTokenHash(token)) : eq(demoBookings.id, accountId),
    lock,
  );
}

/** A lead's booking (a demo request has one), for the console; `lock` as bookingByToken's. */
export const bookingOfLead = (db: Reader, leadId: number, { lock = false } = {}) =>
  bookingWhere(db, eq(demoBookings.leadId, leadId), lock);

async function bookingWhere(db: Reader, where: SQL, lock: boolean) {
  const query = db
    .select(bookingColumns)
    .from(demoBookings)
    .innerJoin(demoRequests, eq(demoRequests.id, demoBookings.demoRequestId))
    .innerJoin(trainers, eq(trainers.id, demoRequests.trainerId))
    .innerJoin(courses, eq(courses.id, demoRequests.courseId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(where)
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: demoBookings }) : query);
  return row;
}

/** The requested trainer's batches of the requested course: where its demo sessions come from. */
export async function demoBatches(db: Reader, trainerId: number, courseId: number): Promise<DemoBatch[]> {
  const rows = await db
    .select({
      batchId: batches.id,
      days: batches.days,
      seats: batches.demoSeats,
      classLink: batches.classLink,
      venue: batches.venue,
      from: batchTimings.from,
      to: batchTimings.to,
    })
    .from(trainerCourses)
    .innerJoin(batches, eq(batches.trainerCourseId, trainerCourses.id))
    .innerJoin(batchTimings, eq(batchTimings.batchId, batches.id))
    .where(and(eq(trainerCourses.trainerId, trainerId), eq(trainerCourses.courseId, courseId)))
    .orderBy(asc(batches.position), asc(batches.id), asc(batchTimings.position));
  const found = new Map<number, DemoBatch>();
  for (const row of rows) {
    const batch = found.get(row.batchId) ?? {
      batchId: row.batchId,
      days: row.days,
      seats: row.seats,
      classLink: row.classLink,
      venue: row.venue,
      timings: [],
    };
    found.set(row.batchId, { ...batch, timings: [...batch.timings, { from: row.from, to: row.to }] });
  }
  return [...found.values()];
}

/**
 * What the next DAYS_AHEAD days have taken of these batches: booked seats per session (not counting the booking
 * `except`, which is being moved) and the trainer's days off.
 */
export async function takenSessions(
  db: Reader,
  batchIds: readonly number[],
  trainerId: number,
  now: Date,
  except?: number,
): Promise<Taken> {
  const until = new Date(now.getTime() + (DAYS_AHEAD + 1) * 24 * 3600_000);
  const [seats, daysOff] = await Promise.all([
    batchIds.length === 0
      ? []
      : db
          .select({ batchId: demoBookings.batchId, startsAt: demoBookings.startsAt, count: sql<number>`count(*)::int` })
          .from(demoBookings)
          .where(
            and(
              eq(demoBookings.status, 'booked'),
              inArray(demoBookings.batchId, [...batchIds]),
              gte(demoBookings.startsAt, now),
              lte(demoBookings.startsAt, until),
              except === undefined ? undefined : ne(demoBookings.id, except),
            ),
          )
          .groupBy(demoBookings.batchId, demoBookings.startsAt),
    db
      .select({ day: trainerDaysOff.day })
      .from(trainerDaysOff)
      .where(
        and(
          eq(trainerDaysOff.trainerId, trainerId),
          gte(trainerDaysOff.day, indianDate(now)),
          lte(trainerDaysOff.day, indianDate(until)),
        ),
      ),
  ]);
  return {
    booked: new Map(seats.map((s) => [sessionKey({ batchId: s.batchId!, startsAt: s.startsAt! }), s.count])),
    daysOff: new Set(daysOff.map((d) => d.day)),
  };
}
