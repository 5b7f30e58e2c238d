import type { Route } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { capitalizeWords } from '@/components/ui/capitalize';
import { formatCount } from '@/components/ui/format-count';
import { formatRating } from '@/components/ui/format-rating';
import { PageLink } from '@/components/ui/page-link';
import { StarRating } from '@/components/ui/star-rating';
import type { Course } from '@/lib/backend';
import { courseCategoryNameIn } from '@/lib/academy/catalogue-words';
import { localizedPath } from '@/lib/i18n/locales';
import { categoryPath, coursePath, pages } from '@/lib/routes/pages';
import { breadcrumbListJsonLd, JsonLd, type Crumb } from '@/app/_lib/json-ld';
import { ContactUsButton } from './contact-us-button';
import styles from './course-page.module.css';

type TrailStep = Crumb & { path: Route | ReturnType<typeof categoryPath> | ReturnType<typeof coursePath> };

/** The way back from the course: Home, Courses, its category, then the course itself. */
async function courseTrail(course: Course): Promise<TrailStep[]> {
  const [names, locale] = await Promise.all([getTranslations('pages'), getLocale()]);
  return [
    { name: names('home'), path: pages.home.path },
    { name: names('catalogue'), path: pages.catalogue.path },
    { name: capitalizeWords(courseCategoryNameIn(course, locale)), path: categoryPath(course.categoryName) },
    { name: capitalizeWords(course.courseName), path: coursePath(course.categoryName, course.courseName) },
  ];
}

/**
 * Breadcrumb, name, heading, the rating in stars and the learner counts (spec "Course detail page"). Search engines
 * get the breadcrumb as a BreadcrumbList made from the same trail, so the two cannot disagree; its links, like the
 * visible ones, stay in the page's language.
 */
export async function CourseBanner({ course }: { course: Course }) {
  const [trail, t, locale] = await Promise.all([courseTrail(course), getTranslations('coursePage'), getLocale()]);
  const { name } = trail[trail.length - 1]!;
  const students = Math.max(course.studentsCount, 0);
  return (
    <div className={styles.banner}>
      <div className={styles.bannerInner}>
        <JsonLd
          data={breadcrumbListJsonLd(trail.map((crumb) => ({ ...crumb, path: localizedPath(locale, crumb.path) })))}
        />
        <nav aria-label={t('breadcrumb')}>
          <ol className={styles.breadcrumb}>
            {trail.map((crumb, index) =>
              index < trail.length - 1 ? (
                <li key={crumb.path}>
                  <PageLink href={crumb.path}>{crumb.name}</PageLink>
                </li>
              ) : (
                <li key={crumb.path} aria-current="page">
                  {crumb.name}
                </li>
              ),
            )}
          </ol>
        </nav>
        <h1 className={styles.courseName}>{name}</h1>
        <p className={styles.courseHeading}>{course.courseHeading}</p>
        <div className={styles.facts}>
          <span className={styles.rating}>
            <strong>{formatRating(course.courseRating, locale)}</strong>
            <StarRating rating={course.courseRating} />
          </span>
          <span>{t('ratings', { count: course.ratingsCount, shown: formatCount(course.ratingsCount, locale) })}</span>
          <span>{t('students', { count: students, shown: formatCount(students, locale) })}</span>
        </div>
        <ContactUsButton />
      </div>
    </div>
  );
}
