import { defaultLocale, languageTags, type Locale } from '@/lib/i18n/locales';
import { formatsPerLocale } from './format-count';

/** Younger than this reads 'just now' (also covers a browser clock a little behind the server's). */
export const JUST_NOW_SECONDS = 10;

const UNITS = [
  { name: 'day', seconds: 86_400 },
  { name: 'hour', seconds: 3_600 },
  { name: 'minute', seconds: 60 },
  { name: 'second', seconds: 1 },
] as const;

const relativeFormats = {
  hi: {
    numeric: new Intl.RelativeTimeFormat(languageTags.hi, { numeric: 'always' }),
    now: new Intl.RelativeTimeFormat(languageTags.hi, { numeric: 'auto' }),
  },
};

/**
 * Spec "Reviews block": 'just now', else 'N seconds/minutes/hours/days ago' in the largest whole unit. In Hindi
 * the browser's own words for the same ('अब', '3 दिन पहले').
 */
export function relativeTime(createdAt: string | Date, now: number, locale: Locale = defaultLocale): string {
  const then = typeof createdAt === 'string' ? Date.parse(createdAt) : createdAt.getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.floor((now - then) / 1000);
  const unit = UNITS.find((u) => elapsed >= u.seconds);
  const n = unit ? Math.floor(elapsed / unit.seconds) : 0;
  if (locale === 'hi') {
    const formats = relativeFormats.hi;
    return elapsed < JUST_NOW_SECONDS || !unit
      ? formats.now.format(0, 'second')
      : formats.numeric.format(-n, unit.name);
  }
  if (elapsed < JUST_NOW_SECONDS || !unit) return 'just now';
  return `${n} ${unit.name}${n === 1 ? '' : 's'} ago`;
}

const istDate = formatsPerLocale(
  (tag) => new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }),
);

/** The absolute date in India's time zone: the same text on the server and in every browser, so hydration agrees. */
export function istDateOf(createdAt: string, locale: Locale = defaultLocale): string {
  const then = new Date(createdAt);
  return Number.isNaN(then.getTime()) ? '' : istDate[locale].format(then);
}

const istDateTime = formatsPerLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
);

/** The date and time in India's time zone, said so: '25 Nov 2026, 2:05 pm IST' (the staff console's record). */
export const istDateTimeOf = (iso: string, locale: Locale = defaultLocale) =>
  `${istDateTime[locale].format(new Date(iso))} IST`;
