import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { courseForPreview } from '@/lib/academy/catalogue';
import { courseInLanguage } from '@/lib/academy/catalogue-words';
import { reviewSummaries } from '@/lib/academy/reviews';
import { trainersForCourses } from '@/lib/academy/trainers';
import { staffCoursePath } from '@/lib/routes/pages';
import { CourseView } from '@/app/[locale]/(site)/course/[categoryName]/[courseName]/_components/course-view';
import { requireStaffPage } from '../../../../_lib/current-staff';
import { ConsoleShell } from '../../../../_components/console-shell';
import { catalogueMetadata } from '../../../_components/catalogue-page';
import styles from '../../../catalogue.module.css';

export const generateMetadata = () => catalogueMetadata('preview');

/**
 * A course's page as learners will see it, for a draft too (issue 52): staff check a course here before an admin
 * publishes it. Its trainers and batches are read whatever the course's state; it has no reviews yet to show beyond
 * its summary, and no related courses.
 */
export default async function CoursePreviewPage({
  params,
}: PageProps<'/[locale]/staff/catalogue/courses/[courseId]/preview'>) {
  const { member } = await requireStaffPage();
  const id = Number((await params).courseId);
  const course = Number.isSafeInteger(id) && id > 0 ? await courseForPreview(id) : null;
  if (!course) notFound();
  const [trainers, summaries, t, locale] = await Promise.all([
    trainersForCourses([id], { draftsToo: true }),
    reviewSummaries([id]),
    getTranslations('catalogueConsole.course'),
    getLocale(),
  ]);
  const summary = summaries.get(id);
  return (
    <ConsoleShell member={member}>
      <div className={styles.previewBar}>
        <p role="note">
          {t('previewLead')} <PageLink href={staffCoursePath(id)}>{t('backToCourse')}</PageLink>
        </p>
      </div>
      <CourseView
        course={courseInLanguage(course, locale)}
        parts={{
          trainers: { ok: true, value: trainers.get(id) ?? [] },
          reviews: { ok: true, value: [] },
          summary: summary ? { ok: true, value: summary } : { ok: false },
          related: { ok: false },
        }}
      />
    </ConsoleShell>
  );
}
