import 'server-only';
import type { Inserter } from '@/lib/db';
import type { DemoBookingRow } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { localizedPath, type Locale, isLocale, defaultLocale } from '@/lib/i18n/locales';
import { enqueue, learnerDemoMail, trainerDemoMail, type DemoChange } from '@/lib/mail';
import { accountPagePath, coursePagePath, demoBookingPath } from '@/lib/page-paths';
import { storedTrainerNameIn } from '@/lib/academy/catalogue-words';
import { demoCalendar, googleCalendarLink } from './calendar';
import { isMailedDemoToken } from './links';
import type { DemoBookingFull } from './demo-reads';
import { whenWords } from './when-words';

/** Where a booked session happens, as its batch says: the class link, else the venue, else not yet known. */
export const placeOf = (batch: { classLink: string | null; venue: string | null } | undefined) =>
  batch?.classLink?.trim() || batch?.venue?.trim() || null;

export const bookingLocale = (booking: Pick<DemoBookingRow, 'locale'>): Locale =>
  isLocale(booking.locale) ? booking.locale : defaultLocale;

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

const absolute = (path: string) => new URL(path, env.SITE_URL).toString();

/**
 * Queues the invitations of a change to a booking in the caller's transaction (sent only if it commits): the learner's
 * in their language, and the trainer's when the catalogue has the trainer's email. `booking` is the row as saved.
 */
export async function queueDemoMails(
  tx: Inserter,
  full: DemoBookingFull,
  booking: DemoBookingRow,
  change: DemoChange,
  { token, where }: { token: string; where: string | null },
) {
  const locale = bookingLocale(booking);
  const startsAt = booking.startsAt!;
  const endsAt = booking.endsAt!;
  const courseUrl = absolute(localizedPath(locale, coursePagePath(full.categorySlug, full.courseSlug)));
  // A change made from the account page names the account page: its own link lasts 2 hours, the mail longer.
  const bookingUrl = absolute(
    localizedPath(locale, isMailedDemoToken(token) ? demoBookingPath(token) : accountPagePath),
  );
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
  await enqueue(
    learnerDemoMail({
      ...facts,
      to: full.learnerEmail,
      name: full.learnerName,
      locale,
      trainerName,
      when: whenWords(locale, startsAt, endsAt),
      googleUrl: googleCalendarLink(event),
      bookingUrl,
    }),
    'learner',
    { db: tx },
  );
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
