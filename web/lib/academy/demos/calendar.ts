import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailCalendar } from '@/lib/db/schema';
import { indianWallClock } from '@/lib/india-time';

// A demo class as a calendar event (issue 53, RFC 5545 and 5546): an invitation is METHOD:REQUEST, a move the same
// event (one UID for the booking's life) with a higher SEQUENCE, a cancel METHOD:CANCEL. Times are India's, with
// their VTIMEZONE: calendar apps then show the learner's own time if they are elsewhere. ical-generator writes it
// (escaping, folding, the stamp in UTC); the time zone has no summer time, so its definition is one fixed offset.

const ZONE = 'Asia/Kolkata';
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A demo's event: who organises it (the academy's sender), who attends, and what they read in the calendar. */
export type DemoEvent = {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  /** The class link or the venue. */
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** India's wall-clock time of an instant, as the event writes it under TZID=Asia/Kolkata: '2026-12-01T18:00:00'. */
const indianClock = (at: Date) => indianWallClock(at).slice(0, 19);

export function demoCalendar(event: DemoEvent, method: MailCalendar['method']): MailCalendar {
  const calendar = ical({
    prodId: { company: 'academy', product: 'demo-classes', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: null, generator: (zone) => (zone === ZONE ? VTIMEZONE : null) });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: indianClock(event.startsAt),
    end: indianClock(event.endsAt),
    timezone: ZONE,
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: event.url,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.organizer,
    attendees: [{ ...event.attendee, rsvp: false }],
  });
  return { method, content: calendar.toString() };
}

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's "add this event" address, for anyone whose mail app does not read the invitation. */
export function googleCalendarLink(
  event: Pick<DemoEvent, 'startsAt' | 'endsAt' | 'summary' | 'description' | 'location'>,
) {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.summary);
  url.searchParams.set('dates', `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`);
  url.searchParams.set('details', event.description);
  if (event.location) url.searchParams.set('location', event.location);
  url.searchParams.set('ctz', ZONE);
  return url.toString();
}
