import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { CourseForm } from '../../_components/course-form';
import { ReadOnlyNote } from '../../_components/read-only-note';

export const metadata: Metadata = { title: 'New course', robots: { index: false, follow: false } };

const EMPTY = {
  courseName: '', courseTitle: '', courseHeading: '', categoryId: '', imageURL: '', textWhatToLearn: '', metaTitle: '',
  metaDescription: '', schemaTitle: '', studentsCount: 0,
};

/** An admin adds a course to the catalogue. */
export default async function NewCoursePage() {
  const { member } = await requireStaffPage();
  const categories = await listCategoriesForConsole();
  return (
    <PageShell title="New course">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCourses} />
      {member.role === 'admin' ? <CourseForm id={null} initial={EMPTY} categories={categories} /> : <ReadOnlyNote />}
    </PageShell>
  );
}
