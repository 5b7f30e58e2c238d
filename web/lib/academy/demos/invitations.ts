import 'server-only';
import type { Inserter, Tx } from '@/lib/db';
import type { DemoBookingRow } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { localizedPath, type Locale, isLocale, defaultLocale } from '@/lib/i18n/locales';
import { enqueue, learnerDemoMail, trainerDemoMail, withdrawQueued, type DemoChange } from '@/lib/mail';
import { accountPagePath, coursePagePath, demoBookingPath } from '@/lib/page-paths';
import { storedTrainerNameIn } from '@/lib/academy/catalogue-words';
import { demoCalendar, googleCalendarLink } from './calendar';
import { isMailedDemoToken, signedDemoToken } from './links';
import type { DemoBookingFull } from './demo-reads';
import { whenWords } from './when-words';

/** Where a booked session happens, as its batch says: the class link, else the venue, else not yet known. */
export const placeOf = (batch: { classLink: string | null; venue: string | null } | undefined) =>
  batch?.classLink?.trim() || batch?.venue?.trim() || null;

export const bookingLocale = (booking: Pick<DemoBookingRow, 'locale'>): Locale =>
  isLocale(booking.locale) ? booking.locale : defaultLocale;

/**
 * When a class starting at `startsAt` is reminded of (DEMO_REMINDER_HOURS before it), as booked at `now`: a time
 * already past is left out, as the invitation has just told the learner. Only with SMTP: without it mail is printed
 * as it is written, and a reminder printed at booking time would remind nobody.
 */
export function reminderTimes(startsAt: Date, now: Date): Date[] {
  if (!env.SMTP_URL) return [];
  return env.DEMO_REMINDER_HOURS.map((hours) => new Date(startsAt.getTime() - hours * 3600_000)).filter(
    (at) => at > now,
  );
}

/** What a demo's calendar event says: one wording for the invitation and the page's "Add to Google Calendar". */
export const demoEventText = (
  full: Pick<DemoBookingFull, 'courseName' | 'trainerName'>,
  where: string | null,
  bookingUrl?: string,
) => ({
  summary: `Demo class: ${full.courseName} with ${full.trainerName}`,
  description: [
    `Your free demo class of ${full.courseName}.`,
    ...(where ? [`Where: ${where}`] : []),
    ...(bookingUrl ? [`Move or cancel: ${bookingUrl}`] : []),
  ].join('\n'),
});

/**
 * A booked class as the booking page and the account page show it, in the reader's language: when it is, and its
 * "Add to Google Calendar" address.
 */
export const classShown = (
  locale: Locale,
  { startsAt, endsAt }: { startsAt: Date; endsAt: Date },
  about: Pick<DemoBookingFull, 'courseName' | 'trainerName'>,
  where: string | null,
) => ({
  when: whenWords(locale, startsAt, endsAt),
  googleUrl: googleCalendarLink({ startsAt, endsAt, location: where, ...demoEventText(about, where) }),
});

/** What a booking's reminders are queued about: a change withdraws the ones still waiting. */
const reminderSubject = (booking: Pick<DemoBookingRow, 'id'>) => `demo:${booking.id}`;

/**
 * After a class the learner missed: their reminders go (a class moved into the past may have one left), and a mail
 * offers another time at a signed link (the booking, marked no-show, offers times again for two weeks).
 */
export async function queueMissedMail(
  tx: Inserter & Pick<Tx, 'update'>,
  full: DemoBookingFull,
  booking: DemoBookingRow,
  missed: { startsAt: Date; endsAt: Date },
) {
  const locale = bookingLocale(booking);
  await withdrawQueued(tx, reminderSubject(booking));
  await enqueue(
    learnerDemoMail({
      change: 'missed',
      to: full.learnerEmail,
      name: full.learnerName,
      locale,
      courseName: full.courseName,
      courseUrl: absolute(localizedPath(locale, coursePagePath(full.categorySlug, full.courseSlug))),
      trainerName: storedTrainerNameIn({ trainerName: full.trainerName, trainerNameHi: full.trainerNameHi }, locale),
      when: whenWords(locale, missed.startsAt, missed.endsAt),
      where: null,
      googleUrl: '',
      bookingUrl: absolute(localizedPath(locale, managePathOf(null, booking))),
    }),
    'learner',
    { db: tx },
  );
}

const absolute = (path: string) => new URL(path, env.SITE_URL).toString();

/**
 * Where a mail of a change sends the learner to move, cancel or pick again (unlocalised): the mailed link they used;
 * for a change made from the account page, the account page (its own link lasts 2 hours, the mail longer); for one a
 * counsellor made, or a missed class, a signed link lasting as long as the booking's own would.
 */
export function managePathOf(usedToken: string | null, booking: DemoBookingRow): string {
  if (usedToken !== null) return isMailedDemoToken(usedToken) ? demoBookingPath(usedToken) : accountPagePath;
  const until = booking.status === 'booked' && booking.endsAt ? booking.endsAt : booking.openUntil;
  return demoBookingPath(signedDemoToken(booking.id, until));
}

/**
 * Queues the mails of a change to a booking in the caller's transaction (sent only if it commits): the learner's
 * invitation in their language, the trainer's when the catalogue has the trainer's email, and the learner's reminders
 * of a booked time, due before it (the reminders of the time it had are withdrawn). `booking` is the row as saved.
 */
export async function queueDemoMails(
  tx: Inserter & Pick<Tx, 'update'>,
  full: DemoBookingFull,
  booking: DemoBookingRow,
  change: DemoChange,
  { managePath, where }: { managePath: string; where: string | null },
) {
  const locale = bookingLocale(booking);
  const startsAt = booking.startsAt!;
  const endsAt = booking.endsAt!;
  const courseUrl = absolute(localizedPath(locale, coursePagePath(full.categorySlug, full.courseSlug)));
  const bookingUrl = absolute(localizedPath(locale, managePath));
  const trainerName = storedTrainerNameIn({ trainerName: full.trainerName, trainerNameHi: full.trainerNameHi }, locale);
  const event = {
    uid: booking.uid,
    sequence: booking.sequence,
    startsAt,
    endsAt,
    ...demoEventText(full, where, bookingUrl),
    location: where,
    url: bookingUrl,
    organizer: { name: 'Academy', email: env.ACADEMY_INBOX },
    attendee: { name: full.learnerName, email: full.learnerEmail },
  };
  const calendar = demoCalendar(event, change === 'cancelled' ? 'CANCEL' : 'REQUEST');
  const facts = { change, courseName: full.courseName, courseUrl, where, calendar };
  const learner = {
    ...facts,
    to: full.learnerEmail,
    name: full.learnerName,
    locale,
    trainerName,
    when: whenWords(locale, startsAt, endsAt),
    googleUrl: googleCalendarLink(event),
    bookingUrl,
  };
  await enqueue(learnerDemoMail(learner), 'learner', { db: tx });
  // The reminders of the time it had go; a booked time gets its own.
  const about = reminderSubject(booking);
  await withdrawQueued(tx, about);
  if (change !== 'cancelled')
    for (const dueAt of reminderTimes(startsAt, new Date()))
      await enqueue(learnerDemoMail({ ...learner, change: 'reminder', calendar: undefined }), 'learner', {
        db: tx,
        dueAt,
        about,
        giveUpAt: startsAt,
      });
  if (full.trainerEmail)
    await enqueue(
      trainerDemoMail({
        ...facts,
        to: full.trainerEmail,
        learnerName: full.learnerName,
        trainerName: full.trainerName,
        when: whenWords('en', startsAt, endsAt),
      }),
      'learner',
      { db: tx },
    );
}
