// India's time (IST, UTC+5:30 all year, no daylight saving): the calendar date and wall clock of an instant, and the
// instant of a wall-clock time. Pure; shared by the demo classes' sessions (issue 53) and the leads' follow-ups
// (issue 54).

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 3600_000;

/** India's wall-clock date and time of an instant, written as ISO: '2026-12-01T18:30:00.000Z' is 18:30 in India. */
export const indianWallClock = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString();

/** India's calendar date of an instant: '2026-12-01'. */
export const indianDate = (at: Date) => indianWallClock(at).slice(0, 10);

/** An instant in ISO 8601 with India's offset, as exports write it: '2026-11-28T10:00:00+05:30'. */
export const indianIso = (at: Date) => `${indianWallClock(at).slice(0, 19)}+05:30`;

/** The instant of a wall-clock time in India on a date ('2026-12-01', 18, 30). */
export const indianInstant = (day: string, hours: number, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - IST_OFFSET_MS);

/** The day of the week in India, 0 for Sunday. */
export const indianWeekday = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).getUTCDay();

/** Minutes since India's midnight. */
export const indianMinutes = (at: Date) => {
  const wall = new Date(at.getTime() + IST_OFFSET_MS);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
};

/** The date `days` after an Indian date: ('2026-12-31', 1) -> '2027-01-01'. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
