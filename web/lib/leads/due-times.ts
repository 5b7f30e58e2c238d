// When a lead is due (issue 54): a new lead's first contact within the academy's response time, counted in working
// hours, and the follow-up times a member picks. Pure, in India's time, from a `now` the caller reads from the site's
// clock (lib/clock.ts), so the tests move it.

import type { FollowUpPick } from '@/lib/db/lead-words';
import { addDays, indianDate, indianInstant, indianMinutes, indianWeekday } from '@/lib/india-time';

/** The academy's working hours: Monday to Saturday, 10:00 to 19:00 in India. */
export const WORKING_DAY = { opens: 10 * 60, closes: 19 * 60 } as const;
const SUNDAY = 0;

/** The instant `hours` working hours after `from`: time outside the working hours does not count. */
export function afterWorkingHours(from: Date, hours: number): Date {
  let left = hours * 60;
  let day = indianDate(from);
  let minute = indianMinutes(from);
  // Each turn ends a day; a year of days is more than any response time needs.
  for (let turn = 0; turn < 400; turn++) {
    const weekday = indianWeekday(indianInstant(day, 12, 0));
    if (weekday !== SUNDAY && minute < WORKING_DAY.closes) {
      const start = Math.max(minute, WORKING_DAY.opens);
      const open = WORKING_DAY.closes - start;
      if (left <= open) return indianInstant(day, 0, start + left);
      left -= open;
    }
    day = addDays(day, 1);
    minute = 0;
  }
  throw new Error('A response time longer than a year of working days');
}

const HALF_HOUR = 30;

/**
 * The time a quick pick means at `now`: "Later today" is two hours on, at the next half hour, but never past 23:30
 * (late at night it is half an hour on); "Tomorrow 10 am"; "Next Monday" is the coming Monday at 10 am, a week on
 * when today is Monday.
 */
export function pickedTime(pick: FollowUpPick, now: Date): Date {
  const today = indianDate(now);
  if (pick === 'tomorrow_10') return indianInstant(addDays(today, 1), 10, 0);
  if (pick === 'next_monday') {
    const ahead = (8 - indianWeekday(now)) % 7 || 7;
    return indianInstant(addDays(today, ahead), 10, 0);
  }
  const minute = indianMinutes(now);
  const later = Math.ceil((minute + 120) / HALF_HOUR) * HALF_HOUR;
  const latest = 23 * 60 + HALF_HOUR;
  return indianInstant(today, 0, later <= latest ? later : Math.min(minute + HALF_HOUR, 24 * 60 - 1));
}

/** The edges of the due views at `now`: the end of today in India (Due today runs from now to it). */
export const endOfIndianDay = (now: Date) => indianInstant(addDays(indianDate(now), 1), 0, 0);
