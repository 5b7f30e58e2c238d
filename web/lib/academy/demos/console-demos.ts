import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { getDb, tables } from '@/lib/db';
import type { DemoStatus } from '@/lib/db/schema';
import { defaultLocale, isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { choicesOf } from './booking';
import { bookingOfLead } from './demo-reads';
import { dayStart, dayAfter } from './demo-week';
import { placeOf } from './invitations';
import { sessionKey } from './sessions';
import { dayWords, hoursWords, whenWords } from './when-words';

const { demoBookings, demoRequests, leads, trainers } = tables;

// What the console reads of demo classes (issue 53): a lead's class with the times it may be given, the classes of
// a week, and the attended ones whose learner has not enrolled yet.

/** A class in the console's lists: its lead, learner, course, trainer, time and status. */
export type ConsoleDemo = {
  id: number;
  leadId: number;
  /** Null once the learner deleted their account. */
  learnerName: string | null;
  courseName: string;
  trainerId: number;
  trainerName: string;
  batchId: number | null;
  startsAt: Date;
  endsAt: Date;
  status: DemoStatus;
};

const columns = {
  id: demoBookings.id,
  leadId: demoBookings.leadId,
  name: leads.name,
  erasedAt: leads.erasedAt,
  courseName: demoRequests.courseName,
  trainerId: demoRequests.trainerId,
  trainerName: trainers.trainerName,
  batchId: demoBookings.batchId,
  startsAt: demoBookings.startsAt,
  endsAt: demoBookings.endsAt,
  status: demoBookings.status,
};

const classesWhere = async (where: SQL | undefined, order: SQL[], most: number) =>
  (await getDb())
    .select(columns)
    .from(demoBookings)
    .innerJoin(leads, eq(leads.id, demoBookings.leadId))
    .innerJoin(demoRequests, eq(demoRequests.id, demoBookings.demoRequestId))
    .innerJoin(trainers, eq(trainers.id, demoRequests.trainerId))
    .where(where)
    .orderBy(...order)
    .limit(most);

const shown = (r: Awaited<ReturnType<typeof classesWhere>>[number]): ConsoleDemo => ({
  id: r.id,
  leadId: r.leadId,
  learnerName: r.erasedAt ? null : r.name,
  courseName: r.courseName,
  trainerId: r.trainerId,
  trainerName: r.trainerName,
  batchId: r.batchId,
  startsAt: r.startsAt!,
  endsAt: r.endsAt!,
  status: r.status,
});

/** The classes booked, attended or missed in the India dates `firstDay` to `days` on, earliest first. */
export async function demosFrom(firstDay: string, days: number): Promise<ConsoleDemo[]> {
  const rows = await classesWhere(
    and(
      inArray(demoBookings.status, ['booked', 'attended', 'no_show']),
      gte(demoBookings.startsAt, dayStart(firstDay)),
      lt(demoBookings.startsAt, dayStart(dayAfter(firstDay, days))),
    ),
    [asc(demoBookings.startsAt), asc(demoBookings.id)],
    2000,
  );
  return rows.map(shown);
}

/** Attended classes whose lead is still "Demo attended": the counsellor's follow-ups, the latest first. */
export async function demosDoneNotEnrolled(most = 200): Promise<ConsoleDemo[]> {
  const rows = await classesWhere(
    and(eq(demoBookings.status, 'attended'), eq(leads.status, 'demo_done')),
    [desc(demoBookings.startsAt), desc(demoBookings.id)],
    most,
  );
  return rows.map(shown);
}

/** A lead's demo class on its console page, in the page's language, with what may be done with it now. */
export type LeadDemoView = {
  status: DemoStatus;
  trainerName: string;
  /** The booked (or attended, or missed) class's time and place. */
  when: string | null;
  where: string | null;
  /** The trainer's free times, for booking or moving. */
  sessions: { key: string; label: string }[];
  /** Whether a time may be given (booked, moved) or the booked one cancelled: not once the class has started. */
  changeable: boolean;
  /** Whether its outcome may be marked now: booked, and started. */
  markable: boolean;
};

export async function leadDemoView(leadId: number, locale: Locale, now = clockNow()): Promise<LeadDemoView | null> {
  const db = await getDb();
  const full = await bookingOfLead(db, leadId);
  if (!full) return null;
  const { booking } = full;
  const { batches, sessions } = await choicesOf(db, full, now);
  const timed = booking.status !== 'open' && booking.status !== 'cancelled' && booking.startsAt && booking.endsAt;
  const started = Boolean(booking.startsAt && booking.startsAt <= now);
  const booked = booking.status === 'booked';
  return {
    status: booking.status,
    trainerName: full.trainerName,
    when: timed ? whenWords(locale, booking.startsAt!, booking.endsAt!) : null,
    where: timed ? placeOf(batches.find((b) => b.batchId === booking.batchId)) : null,
    sessions: sessions.map((s) => ({
      key: sessionKey(s),
      label: `${dayWords(locale, s.day)}, ${hoursWords(locale, s.startsAt, s.endsAt)}`,
    })),
    changeable: booking.status !== 'attended' && !(booked && started),
    markable: booked && started,
  };
}

/**
 * A lead's demo class as its WhatsApp message tells it (issue 54): the language the learner asked in, and, while the
 * class is booked and still to come, its time in each language.
 */
export async function demoForMessage(
  leadId: number,
  now = clockNow(),
): Promise<{ locale: Locale; when: Record<Locale, string> | null }> {
  const db = await getDb();
  const [row] = await db
    .select({
      status: demoBookings.status,
      startsAt: demoBookings.startsAt,
      endsAt: demoBookings.endsAt,
      locale: demoBookings.locale,
    })
    .from(demoBookings)
    .where(eq(demoBookings.leadId, leadId))
    .limit(1);
  const locale = row && isLocale(row.locale) ? row.locale : defaultLocale;
  const { startsAt, endsAt } = row ?? {};
  if (row?.status !== 'booked' || !startsAt || !endsAt || startsAt <= now) return { locale, when: null };
  return {
    locale,
    when: Object.fromEntries(locales.map((l) => [l, whenWords(l, startsAt, endsAt)])) as Record<Locale, string>,
  };
}
