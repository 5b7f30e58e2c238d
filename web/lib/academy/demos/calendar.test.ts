import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { demoCalendar, googleCalendarLink, type DemoEvent } from './calendar';

const event: DemoEvent = {
  uid: 'demo-abc@academy.test',
  sequence: 0,
  startsAt: new Date('2026-12-02T12:30:00Z'),
  endsAt: new Date('2026-12-02T13:30:00Z'),
  summary: 'Demo class: Guitar with Ravi, "Rock"; basics',
  description: 'Your free demo class of Guitar.\nWhere: https://meet.google.com/abc-defg-hij',
  location: 'https://meet.google.com/abc-defg-hij',
  url: 'https://academy.test/demo/x',
  organizer: { name: 'Academy', email: 'hello@academy.test' },
  attendee: { name: 'Asha', email: 'asha@example.in' },
};

/** The calendar as a calendar app reads it (ical.js, Mozilla's parser), with the time zones the file defines. */
function read(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, vevent };
}

describe('a demo class as a calendar event (issue 53)', () => {
  it('an invitation: METHOD:REQUEST, the booking’s UID, SEQUENCE 0, 6 pm in Asia/Kolkata', () => {
    const { method, content } = demoCalendar(event, 'REQUEST');
    expect(method).toBe('REQUEST');
    const { calendar, vevent } = read(content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(vevent.uid).toBe('demo-abc@academy.test');
    expect(vevent.sequence).toBe(0);
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.location).toBe(event.location);
    expect(vevent.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(vevent.startDate.toString()).toBe('2026-12-02T18:00:00');
    // With the zone's definition in the file, the instant is right for any reader.
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-12-02T12:30:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-12-02T13:30:00.000Z');
    expect(content).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('a move keeps the UID with a higher SEQUENCE; a cancel is METHOD:CANCEL, STATUS:CANCELLED', () => {
    const moved = read(
      demoCalendar(
        { ...event, sequence: 1, startsAt: new Date('2026-12-04T12:30:00Z'), endsAt: new Date('2026-12-04T13:30:00Z') },
        'REQUEST',
      ).content,
    );
    expect(moved.vevent.uid).toBe(event.uid);
    expect(moved.vevent.sequence).toBe(1);
    expect(moved.vevent.startDate.toString()).toBe('2026-12-04T18:00:00');
    const cancelled = read(demoCalendar({ ...event, sequence: 2 }, 'CANCEL').content);
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.uid).toBe(event.uid);
    expect(cancelled.vevent.sequence).toBe(2);
    expect(cancelled.vevent.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('Google Calendar’s link carries the same times in UTC and the zone', () => {
    const url = new URL(googleCalendarLink(event));
    expect(url.searchParams.get('dates')).toBe('20261202T123000Z/20261202T133000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(url.searchParams.get('text')).toBe(event.summary);
  });
});
