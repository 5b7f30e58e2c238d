import { getLocale, getTranslations } from 'next-intl/server';
import { CourseGrid } from '@/components/course-card/course-grid';
import { StatusMessage } from '@/components/ui/status-message';
import type { Course } from '@/lib/backend';
import { cachedCourse, cachedPopularCourses } from '@/lib/backend/cached';
import { courseInLanguage } from '@/lib/academy/catalogue-words';
import { HomeSection } from './home-section';
import { failedRead } from '@/app/_lib/failed-read';

const POPULAR_COUNT = 8;

/**
 * The courses editors picked in the Studio, in their order (a picked course that no longer exists is skipped); with
 * none picked, the most-enrolled courses, rating breaking ties: what most learners pick is a sensible suggestion.
 */
async function coursesToShow(pickedSlugs: string[]): Promise<Course[]> {
  const picked = (await Promise.all(pickedSlugs.map((slug) => cachedCourse(slug)))).filter(
    (course): course is Course => course !== null,
  );
  return picked.length ? picked : cachedPopularCourses(POPULAR_COUNT);
}

/** The cards' words (`courseCard`) reach the browser through the home page's <WithMessages> (home-view.tsx). */
export async function PopularCourses({ title, pickedSlugs }: { title: string; pickedSlugs: string[] }) {
  const [t, locale] = await Promise.all([getTranslations('homePage'), getLocale()]);
  let courses: Course[];
  try {
    courses = await coursesToShow(pickedSlugs);
  } catch (error) {
    await failedRead('[home] courses could not be loaded', error);
    return (
      <HomeSection id="home-popular" title={title}>
        <StatusMessage tone="error">{t('noCourses')}</StatusMessage>
      </HomeSection>
    );
  }
  if (courses.length === 0) return null;
  return (
    <HomeSection id="home-popular" title={title} allCoursesLabel={t('viewAll')}>
      <CourseGrid courses={courses.map((course) => courseInLanguage(course, locale))} label={title} />
    </HomeSection>
  );
}
