import { defaultLocale, languageTags, type Locale } from '@/lib/i18n/locales';

/** One formatter per language, made once. */
export const formatsPerLocale = <T>(make: (languageTag: string) => T): Record<Locale, T> => ({
  en: make(languageTags.en),
  hi: make(languageTags.hi),
});

const counts = formatsPerLocale((tag) => new Intl.NumberFormat(tag));

/** A count the Indian way in either language: 1,00,000. */
export const formatCount = (n: number, locale: Locale = defaultLocale) => counts[locale].format(n);
