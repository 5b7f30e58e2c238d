// Issue 53: a demo class is one session of a batch, and a batch's sessions come from the catalogue: its days and
// timings, in India's time (IST, UTC+5:30 all year), over the next 14 days. Pure: no database, no clock of its own,
// so the booking page, the booking itself and the tests compute the same sessions from the same rows.

import { clockOf, dayOf, type Day, type Timing } from '@/lib/batch-words';
import { DAY_MS, indianDate, indianInstant } from '@/lib/india-time';

/** How far ahead a learner may book, and how near a session may still be booked, moved or cancelled. */
export const DAYS_AHEAD = 14;
export const NOTICE_MS = 2 * 3600_000;

const WEEK: Day[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** A batch as slots read it: its days ('Mon', 'Wednesday'), its timings ('06:00 PM' to '07:00 PM') and its seats. */
export type SlotBatch = { batchId: number; days: readonly string[]; timings: readonly Timing[]; seats: number };

/** One session of one batch: when it starts and ends (instants), and its date in India ('2026-12-01'). */
export type Session = { batchId: number; startsAt: Date; endsAt: Date; day: string };

/** A session's key in a form or an address: '12-2026-12-01T12:30:00.000Z' (batch and start). */
export const sessionKey = (s: Pick<Session, 'batchId' | 'startsAt'>) => `${s.batchId}-${s.startsAt.toISOString()}`;

/**
 * Every session of `batches` that starts from `now` plus the notice to `DAYS_AHEAD` days on, earliest first. A day
 * or time the data does not let us read gives no session (the batch still shows on the course page); a timing that
 * ends at or before it starts runs past midnight.
 */
export function sessionsAhead(batches: readonly SlotBatch[], now: Date, daysAhead = DAYS_AHEAD): Session[] {
  const earliest = now.getTime() + NOTICE_MS;
  const today = indianDate(now);
  const sessions: Session[] = [];
  for (let i = 0; i <= daysAhead; i++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10);
    const weekday = WEEK[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    for (const batch of batches) {
      if (!batch.days.some((d) => dayOf(d) === weekday)) continue;
      for (const timing of batch.timings) {
        const [from, to] = [clockOf(timing.from), clockOf(timing.to)];
        if (!from || !to) continue;
        const startsAt = indianInstant(day, from.hours, Number(from.minutes));
        let endsAt = indianInstant(day, to.hours, Number(to.minutes));
        if (endsAt <= startsAt) endsAt = new Date(endsAt.getTime() + DAY_MS);
        if (startsAt.getTime() < earliest || startsAt.getTime() > now.getTime() + daysAhead * DAY_MS) continue;
        sessions.push({ batchId: batch.batchId, startsAt, endsAt, day });
      }
    }
  }
  return sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.batchId - b.batchId);
}

/** What makes a session unavailable: seats booked per session key, and the trainer's days off (India's dates). */
export type Taken = { booked: ReadonlyMap<string, number>; daysOff: ReadonlySet<string> };

/** The sessions a learner may still book: not on a day off, and with a seat left. */
export function freeSessions(batches: readonly SlotBatch[], now: Date, taken: Taken): Session[] {
  const seats = new Map(batches.map((b) => [b.batchId, b.seats]));
  return sessionsAhead(batches, now).filter(
    (s) => !taken.daysOff.has(s.day) && (taken.booked.get(sessionKey(s)) ?? 0) < (seats.get(s.batchId) ?? 0),
  );
}

/** The sessions grouped by India's date, in order: what the booking page lists under each day. */
export function byDay(sessions: readonly Session[]): { day: string; sessions: Session[] }[] {
  const days = new Map<string, Session[]>();
  for (const s of sessions) days.set(s.day, [...(days.get(s.day) ?? []), s]);
  return [...days].map(([day, list]) => ({ day, sessions: list }));
}
