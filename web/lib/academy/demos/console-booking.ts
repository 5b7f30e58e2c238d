import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { getDb, tables, type Tx } from '@/lib/db';
import { conflict, invalid, notFound } from '@/lib/domain-errors';
import type { DemoOutcome, StaffDemoTime } from '@/lib/validation/staff-demo';
import {
  type BookResult,
  cancelBooked,
  choicesOf,
  giveTime,
  REOPEN_MS,
  recordOnLead,
  TAKEN,
  takeSession,
} from './booking';
import { bookingOfLead, demoBatches, type DemoBookingFull } from './demo-reads';
import { queueMissedMail } from './invitations';
import { indianInstant } from '@/lib/india-time';
import { sessionKey } from './sessions';

const { demoBookings } = tables;

// Issue 53: a counsellor books, moves and cancels a lead's demo class from the lead's page (one of the trainer's
// times, or a time agreed on the phone with the reason), and marks it attended or missed once it has started. The
// same booking the learner's link changes, under the same lock, with the same mails; the audit rows name the member.

export const NO_DEMO = 'This lead has no demo class';
export const STARTED = 'This demo class has started: mark whether the learner came';
export const NOT_STARTED = 'A demo class is marked after it starts';
export const ALREADY_MARKED = 'This demo class is already marked';
export const PAST_TIME = 'Pick a time that has not passed';

async function lockedOfLead(tx: Tx, leadId: number): Promise<DemoBookingFull> {
  const full = await bookingOfLead(tx, leadId, { lock: true });
  if (!full) throw notFound(NO_DEMO);
  return full;
}

/** A booking the console may still give a time: not attended, and not a class already under way. */
function requireChangeable(full: DemoBookingFull, now: Date) {
  const { booking } = full;
  if (booking.status === 'attended') throw conflict(ALREADY_MARKED);
  if (booking.status === 'booked' && booking.startsAt && booking.startsAt <= now) throw conflict(STARTED);
}

/**
 * Books or moves a lead's demo for member `staffId`: to one of the trainer's free sessions (409 with the next ones
 * when its last seat went first), or to a time of the counsellor's own, of `minutes`, kept with its reason.
 */
export async function staffBookDemo(
  staffId: number,
  leadId: number,
  input: StaffDemoTime,
  now = clockNow(),
): Promise<BookResult> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const full = await lockedOfLead(tx, leadId);
    requireChangeable(full, now);
    if (input.kind === 'session') return takeSession(tx, full, input.session, now, { staffId }, null);
    const [hours, minutes] = input.time.split(':').map(Number) as [number, number];
    const startsAt = indianInstant(input.date, hours, minutes);
    if (startsAt <= now) throw invalid(PAST_TIME, { fields: { date: PAST_TIME } });
    const batches = await demoBatches(tx, full.trainerId, full.courseId);
    const time = {
      // The class happens where the trainer's batch of the course does (its link or venue): the booked one's, else
      // the first.
      batchId: batches.find((b) => b.batchId === full.booking.batchId)?.batchId ?? batches[0]?.batchId ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + Number(input.minutes) * 60_000),
    };
    const { booking } = full;
    if (
      booking.status === 'booked' &&
      booking.startsAt?.getTime() === time.startsAt.getTime() &&
      booking.endsAt?.getTime() === time.endsAt.getTime()
    )
      return { kind: 'unchanged' as const, time };
    const kind = await giveTime(
      tx,
      full,
      time,
      { staffId },
      { usedToken: null, batches, detail: { reason: input.reason } },
    );
    return { kind, time };
  });
  if (outcome.kind === 'taken') {
    const { sessions } = await choicesOf(db, (await bookingOfLead(db, leadId))!, now);
    throw conflict(TAKEN, { next: sessions.slice(0, 6).map(sessionKey) });
  }
  return { status: 'booked', startsAt: outcome.time.startsAt, endsAt: outcome.time.endsAt, change: outcome.kind };
}

/** Cancels a lead's booked demo before it starts, with the reason: the learner and the trainer are told. */
export async function staffCancelDemo(staffId: number, leadId: number, reason: string, now = clockNow()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const full = await lockedOfLead(tx, leadId);
    if (full.booking.status === 'cancelled') return { status: 'cancelled' as const };
    if (full.booking.status !== 'booked') throw conflict('There is no booked demo class to cancel');
    requireChangeable(full, now);
    await cancelBooked(tx, full, now, { staffId }, { usedToken: null, detail: { reason } });
    return { status: 'cancelled' as const };
  });
}

/**
 * Marks a started demo attended (its lead moves to "Demo attended") or missed (the lead goes back to contacted, and
 * the learner is mailed "book another time": the link offers the trainer's times again). Marked once: the same
 * outcome again changes nothing, another one is refused.
 */
export async function markDemoOutcome(staffId: number, leadId: number, outcome: DemoOutcome, now = clockNow()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const full = await lockedOfLead(tx, leadId);
    const { booking } = full;
    if (booking.status === outcome) return { status: outcome };
    if (booking.status === 'attended' || booking.status === 'no_show') throw conflict(ALREADY_MARKED);
    if (booking.status !== 'booked' || !booking.startsAt || !booking.endsAt)
      throw conflict('There is no booked demo class to mark');
    if (booking.startsAt > now) throw conflict(NOT_STARTED);
    const [saved] = await tx
      .update(demoBookings)
      .set({
        status: outcome,
        ...(outcome === 'no_show'
          ? { openUntil: new Date(Math.max(booking.openUntil.getTime(), now.getTime() + REOPEN_MS)) }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(demoBookings.id, booking.id))
      .returning();
    await recordOnLead(tx, full, outcome === 'attended' ? 'demo.attended' : 'demo.no_show', { staffId });
    if (outcome === 'no_show')
      await queueMissedMail(tx, full, saved!, { startsAt: booking.startsAt, endsAt: booking.endsAt });
    return { status: outcome };
  });
}
