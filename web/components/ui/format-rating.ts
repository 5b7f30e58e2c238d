import { defaultLocale, languageTags, type Locale } from '@/lib/i18n/locales';

/** A rating as shown beside the stars: one decimal at most, in the reader's language's number format ("4.5", "4"). */
export const formatRating = (rating: number, locale: Locale = defaultLocale) =>
  (Math.round(rating * 10) / 10).toLocaleString(languageTags[locale], { maximumFractionDigits: 1 });
