import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { getDb, tables, type Tx } from '@/lib/db';
import type { DemoBookingRow, LeadStatus } from '@/lib/db/schema';
import { conflict, invalid, notFound } from '@/lib/domain-errors';
import { PICK_A_TIME, SESSION_KEY } from '@/lib/validation/demo-booking';
import { leadAudit, type LeadActor } from '@/lib/leads/audit';
import { moveLead } from '@/lib/leads/move';
import { mayMove, type Mover } from '@/lib/leads/transitions';
import { bookingByToken, demoBatches, takenSessions, type DemoBatch, type DemoBookingFull } from './demo-reads';
import { managePathOf, placeOf, queueDemoMails } from './invitations';
import { changeable, linkWorks } from './booking-rules';
import { freeSessions, sessionKey, sessionsAhead } from './sessions';

const { batches, demoBookings } = tables;

// Issue 53: the learner books, moves and cancels their demo class through the link the request's mail carries, and
// a counsellor does the same from the lead's page (lib/academy/demos/console-booking.ts). Every change runs in one
// transaction with the booking row locked (fifty clicks at once are one change) and, for a session's seat, the batch
// row locked while its seats are counted: two learners after the last seat at once take turns, and the second finds
// it taken. The lead moves with it in the same transaction, through lib/leads.

export const NO_SUCH_BOOKING = 'This demo link is not valid any more';
export const TAKEN = 'That time was just taken. Please pick another.';
export const TOO_LATE = 'A demo class can be moved or cancelled up to 2 hours before it starts';

/** Who changes a booking: its learner (through a link), or a member from the console. */
export type Changer = { staffId: number } | 'learner';

/** The booking a token opens at `now`, or 404 for a forged, mangled or expired one (nothing said of which). */
async function requireOpen(db: Parameters<typeof bookingByToken>[0], token: string, now: Date, lock = false) {
  const full = await bookingByToken(db, token, { lock });
  if (!full || !linkWorks(full.booking, now)) throw notFound(NO_SUCH_BOOKING);
  return full;
}

/** The trainer's batches of the course and the sessions still free in them, the booking's own time left out. */
export async function choicesOf(db: Parameters<typeof demoBatches>[0], full: DemoBookingFull, now: Date) {
  const batchList = await demoBatches(db, full.trainerId, full.courseId);
  const taken = await takenSessions(
    db,
    batchList.map((b) => b.batchId),
    full.trainerId,
    now,
  );
  const mine =
    full.booking.status === 'booked' && full.booking.startsAt
      ? sessionKey({ batchId: full.booking.batchId!, startsAt: full.booking.startsAt })
      : null;
  const sessions = freeSessions(batchList, now, taken).filter((s) => sessionKey(s) !== mine);
  return { batches: batchList, sessions };
}

/**
 * The booking a link opens now, the requested trainer's batches of the course, and the times its learner may pick:
 * the trainer's free sessions, the booked one left out.
 */
export async function demoChoices(token: string, now = clockNow()) {
  const db = await getDb();
  const full = await requireOpen(db, token, now);
  return { full, ...(await choicesOf(db, full, now)) };
}

/** Reads a session key from a form: '12-2026-12-01T12:30:00.000Z' -> batch 12 at that instant, or null. */
export function readSessionKey(key: string): { batchId: number; startsAt: Date } | null {
  const match = SESSION_KEY.exec(key);
  if (!match) return null;
  const startsAt = new Date(match[2]!);
  return Number.isNaN(startsAt.getTime()) || startsAt.toISOString() !== match[2]
    ? null
    : { batchId: Number(match[1]), startsAt };
}

export type BookResult = { status: 'booked'; startsAt: Date; endsAt: Date; change: 'booked' | 'moved' | 'unchanged' };

/** A time a booking is given: a session of one of the trainer's batches, or a counsellor's own time. */
export type ClassTime = { batchId: number | null; startsAt: Date; endsAt: Date };

type Taking = { kind: 'taken'; time: ClassTime } | { kind: BookResult['change']; time: ClassTime };

/**
 * Gives the locked booking the session `key` of its trainer's batches, if a seat is left when counted with the batch
 * locked: 'taken' otherwise, and 400 for a key that is not one of the trainer's sessions.
 */
export async function takeSession(
  tx: Tx,
  full: DemoBookingFull,
  key: string,
  now: Date,
  by: Changer,
  usedToken: string | null,
): Promise<Taking> {
  const wanted = readSessionKey(key);
  if (!wanted) throw invalid(PICK_A_TIME, { fields: { session: PICK_A_TIME } });
  const batchList = await demoBatches(tx, full.trainerId, full.courseId);
  const session = sessionsAhead(batchList, now).find((s) => sessionKey(s) === sessionKey(wanted));
  if (!session) throw invalid(PICK_A_TIME, { fields: { session: PICK_A_TIME } });
  const { booking } = full;
  const same =
    booking.status === 'booked' &&
    booking.batchId === session.batchId &&
    booking.startsAt?.getTime() === session.startsAt.getTime();
  if (same) return { kind: 'unchanged', time: session };
  if (by === 'learner' && !changeable(booking, now)) throw conflict(TOO_LATE);
  // Seats are counted with the batch locked: whoever counts second sees the first one's booking.
  await tx.select({ id: batches.id }).from(batches).where(eq(batches.id, session.batchId)).for('update');
  const taken = await takenSessions(tx, [session.batchId], full.trainerId, now, booking.id);
  const batch = batchList.find((b) => b.batchId === session.batchId)!;
  if (freeSessions([batch], now, taken).every((s) => sessionKey(s) !== sessionKey(session)))
    return { kind: 'taken', time: session };
  return { kind: await giveTime(tx, full, session, by, { usedToken, batches: batchList }), time: session };
}

/**
 * Saves a booked time on the locked booking, moves its lead, and queues the invitation (SEQUENCE 0 the first time,
 * one more for every later change of the same event). `detail` goes into the lead's audit row (a custom time's reason).
 */
export async function giveTime(
  tx: Tx,
  full: DemoBookingFull,
  time: ClassTime,
  by: Changer,
  context: { usedToken: string | null; batches: readonly DemoBatch[]; detail?: Record<string, unknown> },
): Promise<'booked' | 'moved'> {
  const { booking } = full;
  const moved = booking.status === 'booked';
  const [saved] = await tx
    .update(demoBookings)
    .set({
      status: 'booked',
      batchId: time.batchId,
      startsAt: time.startsAt,
      endsAt: time.endsAt,
      sequence: booking.startsAt ? booking.sequence + 1 : 0,
      updatedAt: sql`now()`,
    })
    .where(eq(demoBookings.id, booking.id))
    .returning();
  await recordOnLead(tx, full, moved ? 'demo.move' : 'demo.book', by, {
    ...(time.batchId === null ? {} : { batchId: time.batchId }),
    startsAt: time.startsAt.toISOString(),
    ...context.detail,
  });
  await queueDemoMails(tx, full, saved!, moved ? 'moved' : 'booked', {
    managePath: managePathOf(context.usedToken, saved!),
    where: placeOf(context.batches.find((b) => b.batchId === time.batchId)),
  });
  return moved ? 'moved' : 'booked';
}

/**
 * Books (or moves) the link's demo to the session `key`, at `now`. Refuses: a forged or expired link (404), a time
 * that is not one of the trainer's sessions (400), a change within 2 hours of the booked class (409), and a session
 * full or on the trainer's day off by the time the seat is counted (409 with the next free times, `next`).
 */
export async function bookDemo(token: string, key: string, now = clockNow()): Promise<BookResult> {
  if (!readSessionKey(key)) throw invalid(PICK_A_TIME, { fields: { session: PICK_A_TIME } });
  const db = await getDb();
  const outcome = await db.transaction(async (tx) =>
    takeSession(tx, await requireOpen(tx, token, now, true), key, now, 'learner', token),
  );
  if (outcome.kind === 'taken') {
    const { sessions } = await demoChoices(token, now);
    throw conflict(TAKEN, { next: sessions.slice(0, 6).map(sessionKey) });
  }
  return { status: 'booked', startsAt: outcome.time.startsAt, endsAt: outcome.time.endsAt, change: outcome.kind };
}

/** What a booking's change does to its lead: a booked time schedules the demo; a cancel or a miss takes it back. */
const LEAD_MOVES = {
  'demo.book': { to: 'demo_scheduled', by: 'demo-booked' },
  'demo.move': { to: 'demo_scheduled', by: 'demo-booked' },
  'demo.cancel': { to: 'contacted', by: 'demo-cancelled' },
  'demo.no_show': { to: 'contacted', by: 'demo-missed' },
  'demo.attended': { to: 'demo_done', by: 'demo-attended' },
} as const satisfies Record<string, { to: LeadStatus; by: Exclude<Mover, 'staff' | 'learner'> }>;

/** The lead says what happened: its move when the table allows it (else it stays), and an audit row always. */
export async function recordOnLead(
  tx: Tx,
  full: DemoBookingFull,
  action: keyof typeof LEAD_MOVES,
  by: Changer,
  detail: Record<string, unknown> = {},
) {
  const leadId = full.booking.leadId;
  const move = LEAD_MOVES[action];
  const [lead] = await tx.select({ status: tables.leads.status }).from(tables.leads).where(eq(tables.leads.id, leadId));
  const staffId = by === 'learner' ? undefined : by.staffId;
  if (lead && mayMove(lead.status, move.to, move.by)) await moveLead(tx, leadId, move.to, { by: move.by, staffId });
  const actor: LeadActor = staffId === undefined ? { by: 'learner' } : { by: 'staff', staffId };
  await leadAudit(tx, actor, action, leadId, detail);
}

/** How long a cancelled or missed booking's link still offers times: the learner may pick another later. */
export const REOPEN_MS = 14 * 24 * 3600_000;

/** Cancels a locked, booked demo: the invitation is withdrawn (METHOD:CANCEL) and the link offers times again. */
export async function cancelBooked(
  tx: Tx,
  full: DemoBookingFull,
  now: Date,
  by: Changer,
  context: { usedToken: string | null; detail?: Record<string, unknown> },
): Promise<DemoBookingRow> {
  const { booking } = full;
  const [saved] = await tx
    .update(demoBookings)
    .set({
      status: 'cancelled',
      sequence: booking.sequence + 1,
      openUntil: new Date(Math.max(booking.openUntil.getTime(), now.getTime() + REOPEN_MS)),
      updatedAt: sql`now()`,
    })
    .where(eq(demoBookings.id, booking.id))
    .returning();
  await recordOnLead(tx, full, 'demo.cancel', by, context.detail);
  const batchList = await demoBatches(tx, full.trainerId, full.courseId);
  await queueDemoMails(tx, full, saved!, 'cancelled', {
    managePath: managePathOf(context.usedToken, saved!),
    where: placeOf(batchList.find((b) => b.batchId === booking.batchId)),
  });
  return saved!;
}

/** Cancels the link's booked demo (up to 2 hours before): the invitation is withdrawn (METHOD:CANCEL). */
export async function cancelDemo(token: string, now = clockNow()): Promise<{ status: 'cancelled' }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const full = await requireOpen(tx, token, now, true);
    const { booking } = full;
    if (booking.status === 'cancelled') return;
    if (booking.status !== 'booked') throw conflict('There is no booked demo class to cancel');
    if (!changeable(booking, now)) throw conflict(TOO_LATE);
    await cancelBooked(tx, full, now, 'learner', { usedToken: token });
  });
  return { status: 'cancelled' };
}
