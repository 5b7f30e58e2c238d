// Issue 52: a batch is named by its days and hours ('Mon, Wed, Fri · 6:00–7:00 pm') wherever it appears. The
// clock and day reading here is shared by the course page's words in both languages (schedule-text.ts) and the
// English of the records, mails and console. Times are India's, as the academy gives them; nothing is converted.
// No imports: the domain and the pages both use it.

/** A batch's timing as the catalogue holds it: '06:00 PM' to '07:00 PM'. */
export type Timing = { from: string; to: string };

/** 'from - to', the spec's timing label and the value the enrolment sends as availableBatchess. */
export const timingLabel = (timing: Timing) => `${timing.from} - ${timing.to}`;

const CLOCK = /^\s*(\d{1,2}):(\d{2})\s*([AP]M)?\s*$/i;

/** '06:00 PM' -> 18 hours and '00' minutes; null for a time it cannot read. */
export function clockOf(time: string): { hours: number; minutes: string } | null {
  const match = CLOCK.exec(time);
  if (!match) return null;
  let hours = Number(match[1]);
  const half = match[3]?.toUpperCase();
  if (half === 'PM' && hours < 12) hours += 12;
  if (half === 'AM' && hours === 12) hours = 0;
  return hours > 23 || Number(match[2]) > 59 ? null : { hours, minutes: match[2]! };
}

export type Period = 'morning' | 'afternoon' | 'evening' | 'night';
export const periodOf = (hours: number): Period =>
  hours < 4 ? 'night' : hours < 12 ? 'morning' : hours < 16 ? 'afternoon' : hours < 20 ? 'evening' : 'night';

/** 18:00 -> '6:00'. */
export const twelveHour = ({ hours, minutes }: { hours: number; minutes: string }) => `${hours % 12 || 12}:${minutes}`;

const DAYS = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
} as const;
export type Day = keyof typeof DAYS;

/** 'Mon', 'monday', 'TUES' -> 'mon'; null for anything that is not a day's name. */
export function dayOf(text: string): Day | null {
  const lower = text.trim().toLowerCase();
  const key = lower.slice(0, 3) as Day;
  return lower.length >= 3 && key in DAYS && DAYS[key].startsWith(lower) ? key : null;
}

const ENGLISH_DAYS: Record<Day, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** 'Mon, Wed, Fri'; a day it cannot read as the data writes it; '' for none. */
export const englishDays = (days: readonly string[]) =>
  days
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const key = dayOf(d);
      return key ? ENGLISH_DAYS[key] : d;
    })
    .join(', ');

/** '6:00–7:00 pm', '11:30 am–12:30 pm'; 'from - to' as the data has it when a time cannot be read. */
export function englishHours(timing: Timing): string {
  const [from, to] = [clockOf(timing.from), clockOf(timing.to)];
  if (!from || !to) return `${timing.from.trim()} - ${timing.to.trim()}`;
  const half = (hours: number) => (hours < 12 ? 'am' : 'pm');
  const start = half(from.hours) === half(to.hours) ? twelveHour(from) : `${twelveHour(from)} ${half(from.hours)}`;
  return `${start}–${twelveHour(to)} ${half(to.hours)}`;
}

/** A batch in English: 'Mon, Wed, Fri · 6:00–7:00 pm', or its hours alone when it names no days. */
export function batchWording(days: readonly string[], timing: Timing): string {
  const named = englishDays(days);
  return named ? `${named} · ${englishHours(timing)}` : englishHours(timing);
}
