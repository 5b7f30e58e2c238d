import type { DemoBookingRow } from '@/lib/db/schema';
import { NOTICE_MS } from './sessions';

// When a demo's link works and when its class may still be changed (issue 53): pure, for the booking itself, its
// page and the account page.

/** Whether the link still opens its booking at `now`: a booked class until it is over, else until `openUntil`. */
export function linkWorks(booking: Pick<DemoBookingRow, 'status' | 'endsAt' | 'openUntil'>, now: Date): boolean {
  if (booking.status === 'attended') return false;
  if (booking.status === 'booked') return booking.endsAt !== null && now < booking.endsAt;
  return now < booking.openUntil;
}

/** Whether the learner may still change the booked class: up to 2 hours before it starts. */
export const changeable = (booking: Pick<DemoBookingRow, 'status' | 'startsAt'>, now: Date) =>
  booking.status !== 'booked' || (booking.startsAt !== null && booking.startsAt.getTime() - now.getTime() >= NOTICE_MS);
