import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/ui/page-shell';
import { coursePagePath } from '@/lib/page-paths';
import { pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { courseForConsole } from '@/lib/staff/catalogue/courses';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { CourseForm } from '../../_components/course-form';
import { CourseStateActions } from '../../_components/course-state-actions';
import { ReadOnlyNote } from '../../_components/read-only-note';
import styles from '../../catalogue.module.css';

export const metadata: Metadata = { title: 'Course', robots: { index: false, follow: false } };

/** One course: admins edit, archive or delete it; counsellors read what learners are shown. */
export default async function CoursePage({ params }: PageProps<'/[locale]/staff/catalogue/courses/[courseId]'>) {
  const { member } = await requireStaffPage();
  const id = Number((await params).courseId);
  const [course, categories] = await Promise.all([Number.isSafeInteger(id) && id > 0 ? courseForConsole(id) : null, listCategoriesForConsole()]);
  if (!course) notFound();
  const { id: _id, slug, categorySlug, archived, ...initial } = course;
  const page = coursePagePath(categorySlug, slug);
  return (
    <PageShell title={course.courseName} lead={archived ? 'Archived: not in the catalogue, its page answers that it is no longer offered.' : undefined}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCourses} />
      {!archived && <p><a href={page}>View the course page</a></p>}
      {member.role === 'admin' ? (
        <>
          <CourseForm id={course.id} initial={initial} categories={categories} />
          <CourseStateActions id={course.id} archived={archived} />
        </>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>Category</dt><dd>{categories.find((c) => c.id === course.categoryId)?.name}</dd>
            <dt>Title</dt><dd>{course.courseTitle}</dd>
            <dt>Heading</dt><dd>{course.courseHeading}</dd>
            <dt>Students</dt><dd>{course.studentsCount.toLocaleString('en-IN')}</dd>
            <dt>Meta title</dt><dd>{course.metaTitle || '—'}</dd>
            <dt>Meta description</dt><dd>{course.metaDescription || '—'}</dd>
          </dl>
          <ReadOnlyNote />
        </>
      )}
    </PageShell>
  );
}
