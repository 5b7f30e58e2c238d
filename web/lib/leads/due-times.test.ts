import { describe, expect, it } from 'vitest';
import { afterWorkingHours, endOfIndianDay, pickedTime } from './due-times';

/** An instant written in India's time. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('a new lead is due within the working hours (Monday to Saturday, 10:00 to 19:00 IST)', () => {
  it.each([
    ['a weekday morning', '2026-12-01T11:00:00', 2, '2026-12-01T13:00:00'],
    ['before opening', '2026-12-01T07:45:00', 2, '2026-12-01T12:00:00'],
    ['an hour before closing', '2026-12-01T18:00:00', 2, '2026-12-02T11:00:00'],
    ['after closing', '2026-12-01T21:30:00', 2, '2026-12-02T12:00:00'],
    ['Saturday evening, over Sunday', '2026-12-05T18:30:00', 2, '2026-12-07T11:30:00'],
    ['on a Sunday', '2026-12-06T10:00:00', 2, '2026-12-07T12:00:00'],
    ['past midnight in India, still the day before in UTC', '2026-12-02T00:30:00', 1, '2026-12-02T11:00:00'],
    ['a long response time over days', '2026-12-01T10:00:00', 20, '2026-12-03T12:00:00'],
  ])('%s', (_, received, hours, due) => {
    expect(afterWorkingHours(ist(received), hours)).toEqual(ist(due));
  });
});

describe('the quick picks of a follow-up', () => {
  it('"Later today" is two hours on at the half hour, never past 23:30 and never in the past', () => {
    expect(pickedTime('later_today', ist('2026-12-01T10:10:00'))).toEqual(ist('2026-12-01T12:30:00'));
    expect(pickedTime('later_today', ist('2026-12-01T15:00:00'))).toEqual(ist('2026-12-01T17:00:00'));
    expect(pickedTime('later_today', ist('2026-12-01T22:40:00'))).toEqual(ist('2026-12-01T23:10:00'));
    expect(pickedTime('later_today', ist('2026-12-01T23:50:00'))).toEqual(ist('2026-12-01T23:59:00'));
  });

  it('"Tomorrow 10 am" and "Next Monday" are India\'s days, whatever UTC says', () => {
    // 00:30 on 2 December in India is 19:00 on 1 December in UTC.
    expect(pickedTime('tomorrow_10', ist('2026-12-02T00:30:00'))).toEqual(ist('2026-12-03T10:00:00'));
    expect(pickedTime('next_monday', ist('2026-12-02T09:00:00'))).toEqual(ist('2026-12-07T10:00:00'));
    // On a Monday it is the one a week on.
    expect(pickedTime('next_monday', ist('2026-12-07T09:00:00'))).toEqual(ist('2026-12-14T10:00:00'));
    expect(pickedTime('next_monday', ist('2026-12-06T23:00:00'))).toEqual(ist('2026-12-07T10:00:00'));
  });

  it("today ends at India's midnight", () => {
    expect(endOfIndianDay(ist('2026-12-01T23:59:00'))).toEqual(ist('2026-12-02T00:00:00'));
    expect(endOfIndianDay(ist('2026-12-02T00:00:00'))).toEqual(ist('2026-12-03T00:00:00'));
  });
});
