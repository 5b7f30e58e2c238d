/** Younger than this reads 'just now' (also covers a browser clock a little behind the server's). */
export const JUST_NOW_SECONDS = 10;

const UNITS = [
  { name: 'day', seconds: 86_400 },
  { name: 'hour', seconds: 3_600 },
  { name: 'minute', seconds: 60 },
  { name: 'second', seconds: 1 },
] as const;

/** Spec "Reviews block": 'just now', else 'N seconds/minutes/hours/days ago' in the largest whole unit. */
export function relativeTime(createdAt: string | Date, now: number): string {
  const then = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.floor((now - then) / 1000);
  if (elapsed < JUST_NOW_SECONDS) return 'just now';
  const unit = UNITS.find((u) => elapsed >= u.seconds)!;
  const n = Math.floor(elapsed / unit.seconds);
  return `${n} ${unit.name}${n === 1 ? '' : 's'} ago`;
}

const istDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** The absolute date in India's time zone: the same text on the server and in every browser, so hydration agrees. */
export function istDateOf(createdAt: string): string {
  const then = new Date(createdAt);
  return Number.isNaN(then.getTime()) ? '' : istDate.format(then);
}

const istDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The date and time in India's time zone, said so: '25 Nov 2026, 2:05 pm IST' (the staff console's record). */
export const istDateTimeOf = (iso: string) => `${istDateTime.format(new Date(iso))} IST`;
