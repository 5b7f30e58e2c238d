import type { Locale } from '@/lib/i18n/locales';
import type { Category, Course, TrainerDetails } from './model';

/**
 * The catalogue as a page in one language shows it (issue 33). Staff may give a course Hindi texts, and a category
 * or a trainer a Hindi name (the API's `hindi` field); a Hindi page shows them where they were written and the
 * English elsewhere. The English names stay what every link, call and form uses: these only choose what is shown.
 */

/** The course texts a Hindi page may show in Hindi; the name stays English (the issue allows it: it is the key). */
const TRANSLATED = ['courseTitle', 'courseHeading', 'textWhatToLearn', 'metaTitle', 'metaDescription'] as const;
type Translated = (typeof TRANSLATED)[number];

/** A course (or the part of one a card or list holds) with its texts in the page's language. */
export function courseInLanguage<T extends Partial<Pick<Course, Translated>> & Pick<Course, 'hindi'>>(
  course: T,
  locale: Locale,
): T {
  const hindi = course.hindi;
  if (locale !== 'hi' || !hindi) return course;
  const shown = { ...course };
  for (const key of TRANSLATED) {
    const text = hindi[key];
    if (text && key in course) shown[key] = text;
  }
  return shown;
}

/** A category's name as the page shows it. */
export const categoryNameIn = (category: Pick<Category, 'category' | 'hindi'>, locale: Locale): string =>
  (locale === 'hi' && category.hindi?.category) || category.category;

/** The name of a course's category as the page shows it. */
export const courseCategoryNameIn = (course: Pick<Course, 'categoryName' | 'hindi'>, locale: Locale): string =>
  (locale === 'hi' && course.hindi?.categoryName) || course.categoryName;

/** A trainer's name as the page shows it (forms still send the English one). */
export const trainerNameIn = (details: Pick<TrainerDetails, 'trainerName' | 'hindi'>, locale: Locale): string =>
  (locale === 'hi' && details.hindi?.trainerName) || details.trainerName;

/** A trainer's name as a stored record holds it (its Hindi column '' when staff gave none), as the page shows it. */
export const storedTrainerNameIn = (row: { trainerName: string; trainerNameHi: string | null }, locale: Locale) =>
  trainerNameIn({ trainerName: row.trainerName, hindi: { trainerName: row.trainerNameHi ?? '' } }, locale);
