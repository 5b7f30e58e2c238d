import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables, type Tx } from '@/lib/db';
import { conflict, invalid, notFound } from '@/lib/domain-errors';
import { PICK_A_TIME, SESSION_KEY } from '@/lib/validation/demo-booking';
import { leadAudit } from '@/lib/leads/audit';
import { moveLead } from '@/lib/leads/move';
import { mayMove } from '@/lib/leads/transitions';
import { bookingByToken, demoBatches, takenSessions, type DemoBookingFull } from './demo-reads';
import { placeOf, queueDemoMails } from './invitations';
import { changeable, linkWorks } from './booking-rules';
import { freeSessions, sessionKey, sessionsAhead, type Session } from './sessions';

const { batches, demoBookings } = tables;

// Issue 53: the learner books, moves and cancels their demo class through the link the request's mail carries.
// Every change runs in one transaction with the booking row locked (fifty clicks at once are one change) and, for
// a booking, the batch row locked while its seats are counted: two learners after the last seat at once take turns,
// and the second finds it taken. The lead moves to "Demo scheduled" in the same transaction, through lib/leads.

export const NO_SUCH_BOOKING = 'This demo link is not valid any more';
export const TAKEN = 'That time was just taken. Please pick another.';
export const TOO_LATE = 'A demo class can be moved or cancelled up to 2 hours before it starts';

/** The booking a token opens at `now`, or 404 for a forged, mangled or expired one (nothing said of which). */
async function requireOpen(db: Parameters<typeof bookingByToken>[0], token: string, now: Date, lock = false) {
  const full = await bookingByToken(db, token, { lock });
  if (!full || !linkWorks(full.booking, now)) throw notFound(NO_SUCH_BOOKING);
  return full;
}

/**
 * The booking a link opens now, the requested trainer's batches of the course, and the times its learner may pick:
 * the trainer's free sessions, the booked one left out.
 */
export async function demoChoices(token: string, now = new Date()) {
  const db = await getDb();
  const full = await requireOpen(db, token, now);
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
  return { full, batches: batchList, sessions };
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

/**
 * Books (or moves) the link's demo to the session `key`, at `now`. Refuses: a forged or expired link (404), a time
 * that is not one of the trainer's sessions (400), a change within 2 hours of the booked class (409), and a session
 * full or on the trainer's day off by the time the seat is counted (409 with the next free times, `next`).
 */
export async function bookDemo(token: string, key: string, now = new Date()): Promise<BookResult> {
  const wanted = readSessionKey(key);
  if (!wanted) throw invalid(PICK_A_TIME, { fields: { session: PICK_A_TIME } });
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const full = await requireOpen(tx, token, now, true);
    const { booking } = full;
    const batchList = await demoBatches(tx, full.trainerId, full.courseId);
    const session = sessionsAhead(batchList, now).find((s) => sessionKey(s) === sessionKey(wanted));
    if (!session) throw invalid(PICK_A_TIME, { fields: { session: PICK_A_TIME } });
    const same =
      booking.status === 'booked' &&
      booking.batchId === session.batchId &&
      booking.startsAt?.getTime() === session.startsAt.getTime();
    if (same) return { kind: 'unchanged' as const, session };
    if (!changeable(booking, now)) throw conflict(TOO_LATE);
    // Seats are counted with the batch locked: whoever counts second sees the first one's booking.
    await tx.select({ id: batches.id }).from(batches).where(eq(batches.id, session.batchId)).for('update');
    const taken = await takenSessions(tx, [session.batchId], full.trainerId, now, booking.id);
    const batch = batchList.find((b) => b.batchId === session.batchId)!;
    if (freeSessions([batch], now, taken).every((s) => sessionKey(s) !== sessionKey(session)))
      return { kind: 'taken' as const, session };
    const moved = booking.status === 'booked';
    // The first invitation is SEQUENCE 0; every later change of the same event (move, cancel, a new time) one more.
    const sequence = booking.startsAt ? booking.sequence + 1 : 0;
    const [saved] = await tx
      .update(demoBookings)
      .set({
        status: 'booked',
        batchId: session.batchId,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
        sequence,
        updatedAt: sql`now()`,
      })
      .where(eq(demoBookings.id, booking.id))
      .returning();
    await recordOnLead(tx, full, moved ? 'demo.move' : 'demo.book', session);
    await queueDemoMails(tx, full, saved!, moved ? 'moved' : 'booked', { token, where: placeOf(batch) });
    return { kind: moved ? ('moved' as const) : ('booked' as const), session };
  });
  if (outcome.kind === 'taken') {
    const { sessions } = await demoChoices(token, now);
    throw conflict(TAKEN, { next: sessions.slice(0, 6).map(sessionKey) });
  }
  return { status: 'booked', startsAt: outcome.session.startsAt, endsAt: outcome.session.endsAt, change: outcome.kind };
}

/** The lead says what happened: "Demo scheduled" when the table lets a booking move it, and an audit row always. */
async function recordOnLead(tx: Tx, full: DemoBookingFull, action: string, session: Session | null) {
  const leadId = full.booking.leadId;
  const [lead] = await tx.select({ status: tables.leads.status }).from(tables.leads).where(eq(tables.leads.id, leadId));
  if (session && lead && mayMove(lead.status, 'demo_scheduled', 'demo-booked'))
    await moveLead(tx, leadId, 'demo_scheduled', { by: 'demo-booked' });
  await leadAudit(
    tx,
    { by: 'learner' },
    action,
    leadId,
    session ? { batchId: session.batchId, startsAt: session.startsAt.toISOString() } : {},
  );
}

/** How long a cancelled booking's link still offers times: the learner may pick another later. */
const REOPEN_MS = 14 * 24 * 3600_000;

/** Cancels the link's booked demo (up to 2 hours before): the invitation is withdrawn (METHOD:CANCEL). */
export async function cancelDemo(token: string, now = new Date()): Promise<{ status: 'cancelled' }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const full = await requireOpen(tx, token, now, true);
    const { booking } = full;
    if (booking.status === 'cancelled') return;
    if (booking.status !== 'booked') throw conflict('There is no booked demo class to cancel');
    if (!changeable(booking, now)) throw conflict(TOO_LATE);
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
    await recordOnLead(tx, full, 'demo.cancel', null);
    const batchList = await demoBatches(tx, full.trainerId, full.courseId);
    await queueDemoMails(tx, full, saved!, 'cancelled', {
      token,
      where: placeOf(batchList.find((b) => b.batchId === booking.batchId)),
    });
  });
  return { status: 'cancelled' };
}
