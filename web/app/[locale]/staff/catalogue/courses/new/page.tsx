import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { CourseForm } from '../../_components/course-form';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { CATALOGUE_SAID, COURSE_FORM_MESSAGES } from '../../_lib/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('newCourse'), robots: { index: false, follow: false } };
}

const EMPTY = {
  courseName: '', courseTitle: '', courseHeading: '', categoryId: '', imageURL: '', textWhatToLearn: '', metaTitle: '',
  metaDescription: '', schemaTitle: '', studentsCount: 0, courseTitleHi: '', courseHeadingHi: '', textWhatToLearnHi: '',
  metaTitleHi: '', metaDescriptionHi: '',
};

/** An admin adds a course to the catalogue. */
export default async function NewCoursePage() {
  const { member } = await requireStaffPage();
  const [t, categories] = await Promise.all([getTranslations('catalogueConsole.course'), listCategoriesForConsole()]);
  return (
    <PageShell title={t('newTitle')}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCourses} />
      {member.role === 'admin'
        ? (
          <WithMessages namespaces={COURSE_FORM_MESSAGES} said={CATALOGUE_SAID}>
            <CourseForm id={null} initial={EMPTY} categories={categories} />
          </WithMessages>
        )
        : <ReadOnlyNote />}
    </PageShell>
  );
}
