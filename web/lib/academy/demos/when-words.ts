import 'server-only';
import { languageTags, type Locale } from '@/lib/i18n/locales';
import { indianWallClock } from '@/lib/india-time';
import { scheduleWordsIn } from '@/lib/schedule-words-in';

// How a demo's time reads in the learner's language (issue 53), always in India's time, whatever the reader's
// device says: 'Mon, 30 Nov 2026, 6:00–7:00 pm IST'; in Hindi the day in Hindi and the hours as the course page says
// them ('शाम 6:00–7:00'). For the booking page, the account page and the mails.

const ZONE = 'Asia/Kolkata';

const dayFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(languageTags[locale], {
    timeZone: ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** India's wall clock of an instant, as the catalogue writes a timing: '18:30'. */
const indianClock = (at: Date) => indianWallClock(at).slice(11, 16);

/** 'Mon, 30 Nov, 2026' for India's date '2026-11-30'. */
export const dayWords = (locale: Locale, day: string) => dayFormat(locale).format(new Date(`${day}T12:00:00+05:30`));

/** '6:00–7:00 pm' in India. */
export const hoursWords = (locale: Locale, startsAt: Date, endsAt: Date) =>
  scheduleWordsIn(locale).hours({ from: indianClock(startsAt), to: indianClock(endsAt) });

/** 'Mon, 30 Nov, 2026, 6:00–7:00 pm IST'. */
export const whenWords = (locale: Locale, startsAt: Date, endsAt: Date) =>
  `${dayFormat(locale).format(startsAt)}, ${hoursWords(locale, startsAt, endsAt)} IST`;
