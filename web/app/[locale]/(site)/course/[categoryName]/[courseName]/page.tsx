import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/ui/page-shell';
import { StatusMessage } from '@/components/ui/status-message';
import { courseCategoryNameIn } from '@/lib/academy/catalogue-words';
import { coursePath } from '@/lib/routes/pages';
import { routeSlug } from '@/lib/routes/route-slug';
import { unslugify } from '@/lib/slug';
import { shareImagePaths } from '@/lib/routes/share-images';
import { pageMetadata, siteName } from '@/app/_lib/metadata';
import { CourseView } from './_components/course-view';
import { findCourse } from './_lib/course-data';

// Blocking on purpose, like the category page: the course, its trainers, prices and reviews are in the first HTML
// for crawlers and visitors without JavaScript.
export const instant = false;

// Each course page is rendered once, on its first request (nothing at build time, which has no catalogue), then
// served as a static page until a write revalidates one of its tags (a review, see lib/backend/cache-tags.ts).
export const unstable_paramMatching = { categoryName: 'blocking', courseName: 'blocking' } as const;

type Props = { params: Promise<{ categoryName: string; courseName: string }> };

async function courseOf(params: Props['params']) {
  const { categoryName, courseName } = await params;
  return { slug: routeSlug(courseName), found: await findCourse(routeSlug(categoryName), routeSlug(courseName)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ found }, t, locale] = await Promise.all([courseOf(params), getTranslations('coursePage'), getLocale()]);
  if (!found.ok) return { title: t('fallbackTitle') };
  const course = found.value;
  if (!course) notFound();
  return pageMetadata({
    title: course.metaTitle || course.courseName,
    description: course.metaDescription || course.courseHeading,
    path: coursePath(course.categoryName, course.courseName),
    shareImage: {
      url: shareImagePaths.course(course.categoryName, course.courseName),
      alt: t('shareAlt', { course: course.courseName, category: courseCategoryNameIn(course, locale), site: siteName }),
    },
  });
}

export default async function CoursePage({ params }: Props) {
  const { slug, found } = await courseOf(params);
  if (!found.ok) {
    const t = await getTranslations('coursePage');
    return (
      <PageShell title={unslugify(slug)}>
        <StatusMessage tone="error">{t('error')}</StatusMessage>
      </PageShell>
    );
  }
  if (!found.value) notFound();
  return <CourseView course={found.value} />;
}
