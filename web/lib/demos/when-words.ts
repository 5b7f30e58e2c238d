// How a demo's time reads in the learner's language (issue 53), always in India's time, whatever the reader's
// device says: 'Tue, 1 Dec 2026 · 6:00–7:00 pm IST'. Pure, for the booking page, the account page and the mails.

import { languageTags, type Locale } from '@/lib/i18n/locales';

const ZONE = 'Asia/Kolkata';

const dayFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(languageTags[locale], {
    timeZone: ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

const timeFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(languageTags[locale], { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });

/** 'Tue, 1 Dec 2026' for India's date '2026-12-01'. */
export const dayWords = (locale: Locale, day: string) => dayFormat(locale).format(new Date(`${day}T12:00:00+05:30`));

/** '6:00 pm' in India. */
export const timeWords = (locale: Locale, at: Date) => timeFormat(locale).format(at);

/** '6:00 pm – 7:00 pm' in India. */
export const hoursWords = (locale: Locale, startsAt: Date, endsAt: Date) =>
  `${timeWords(locale, startsAt)} – ${timeWords(locale, endsAt)}`;

/** 'Tue, 1 Dec 2026, 6:00 pm – 7:00 pm IST'. */
export const whenWords = (locale: Locale, startsAt: Date, endsAt: Date) =>
  `${dayFormat(locale).format(startsAt)}, ${hoursWords(locale, startsAt, endsAt)} IST`;
