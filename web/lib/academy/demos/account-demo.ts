import 'server-only';
import { clockNow } from '@/lib/clock';
import type { DemoBookingRow } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { demoBookingPath } from '@/lib/page-paths';
import { changeable, linkWorks } from './booking-rules';
import { classShown, placeOf } from './invitations';
import { accountDemoToken } from './links';

/**
 * A demo request's class as the learner's account page shows it (issue 53): when and where once booked, "Add to
 * calendar", and a link of the account's own to the booking page (to pick, move or cancel) while that may be done.
 */
export type AccountDemo = {
  status: DemoBookingRow['status'];
  when: string | null;
  where: string | null;
  googleUrl: string | null;
  /** The booking page (unlocalised: the page adds its language), while a time may be picked, moved or cancelled. */
  managePath: string | null;
};

export function demoOnAccount(
  booking: DemoBookingRow,
  about: { courseName: string; trainerName: string; place: { classLink: string | null; venue: string | null } },
  locale: Locale,
  now = clockNow(),
): AccountDemo {
  const { startsAt, endsAt } = booking;
  const booked = booking.status === 'booked' && startsAt && endsAt;
  const where = booked ? placeOf(about.place) : null;
  const shown = booked ? classShown(locale, { startsAt, endsAt }, about, where) : { when: null, googleUrl: null };
  const open = linkWorks(booking, now) && changeable(booking, now);
  return {
    status: booking.status,
    ...shown,
    where,
    managePath: open ? demoBookingPath(accountDemoToken(booking.id, now)) : null,
  };
}
