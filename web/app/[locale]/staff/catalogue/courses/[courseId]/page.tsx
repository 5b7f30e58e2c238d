import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/components/ui/format-count';
import { localizedPath } from '@/lib/i18n/locales';
import { coursePagePath } from '@/lib/page-paths';
import { pages, staffCoursePreviewPath } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { courseForConsole } from '@/lib/staff/catalogue/courses';
import { requireStaffPage } from '../../../_lib/current-staff';
import { AdminEditor, CataloguePage, catalogueMetadata } from '../../_components/catalogue-page';
import { CourseForm } from '../../_components/course-form';
import { CourseStateActions } from '../../_components/course-state-actions';
import { COURSE_FORM_MESSAGES } from '../../_lib/messages';
import styles from '../../catalogue.module.css';

export const generateMetadata = () => catalogueMetadata('course');

/** One course: admins edit, publish, archive or delete it; counsellors read what learners are shown. */
export default async function CoursePage({ params }: PageProps<'/[locale]/staff/catalogue/courses/[courseId]'>) {
  const { member } = await requireStaffPage();
  const id = Number((await params).courseId);
  const [course, categories] = await Promise.all([
    Number.isSafeInteger(id) && id > 0 ? courseForConsole(id) : null,
    listCategoriesForConsole(),
  ]);
  if (!course) notFound();
  const [t, locale] = await Promise.all([getTranslations('catalogueConsole.course'), getLocale()]);
  const { id: _id, slug, categorySlug, status, ...initial } = course;
  // A draft's page is its console preview until it is published; an archived course has none.
  const page = {
    draft: { href: localizedPath(locale, staffCoursePreviewPath(course.id)), label: t('preview') },
    onOffer: { href: localizedPath(locale, coursePagePath(categorySlug, slug)), label: t('viewPage') },
    archived: null,
  }[status];
  const facts = (
    <dl className={styles.facts}>
      <dt>{t('category')}</dt>
      <dd>{categories.find((c) => c.id === course.categoryId)?.name}</dd>
      <dt>{t('title')}</dt>
      <dd>{course.courseTitle}</dd>
      <dt>{t('heading')}</dt>
      <dd>{course.courseHeading}</dd>
      <dt>{t('students')}</dt>
      <dd>{formatCount(course.studentsCount, locale)}</dd>
      <dt>{t('metaTitle')}</dt>
      <dd>{course.metaTitle || '—'}</dd>
      <dt>{t('metaDescription')}</dt>
      <dd>{course.metaDescription || '—'}</dd>
    </dl>
  );
  return (
    <CataloguePage
      member={member}
      tab={pages.staffCourses}
      title={course.courseName}
      lead={{ draft: t('draftLead'), onOffer: undefined, archived: t('archivedLead') }[status]}
    >
      {page && (
        <p>
          <a href={page.href}>{page.label}</a>
        </p>
      )}
      <AdminEditor member={member} messages={COURSE_FORM_MESSAGES} readOnly={facts}>
        <CourseForm id={course.id} initial={initial} categories={categories} />
        <CourseStateActions id={course.id} status={status} />
      </AdminEditor>
    </CataloguePage>
  );
}
