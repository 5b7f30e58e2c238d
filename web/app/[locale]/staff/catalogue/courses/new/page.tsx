import { getTranslations } from 'next-intl/server';
import { pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { AdminEditor, CataloguePage, catalogueMetadata } from '../../_components/catalogue-page';
import { CourseForm } from '../../_components/course-form';
import { COURSE_FORM_MESSAGES } from '../../_lib/messages';

export const generateMetadata = () => catalogueMetadata('newCourse');

const EMPTY = {
  courseName: '',
  courseTitle: '',
  courseHeading: '',
  categoryId: '',
  imageURL: '',
  textWhatToLearn: '',
  metaTitle: '',
  metaDescription: '',
  schemaTitle: '',
  studentsCount: 0,
  courseTitleHi: '',
  courseHeadingHi: '',
  textWhatToLearnHi: '',
  metaTitleHi: '',
  metaDescriptionHi: '',
};

/** An admin adds a course to the catalogue. */
export default async function NewCoursePage() {
  const { member } = await requireStaffPage();
  const [t, categories] = await Promise.all([getTranslations('catalogueConsole.course'), listCategoriesForConsole()]);
  return (
    <CataloguePage member={member} tab={pages.staffCourses} title={t('newTitle')}>
      <AdminEditor member={member} messages={COURSE_FORM_MESSAGES}>
        <CourseForm id={null} initial={EMPTY} categories={categories} />
      </AdminEditor>
    </CataloguePage>
  );
}
