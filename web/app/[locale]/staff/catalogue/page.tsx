import { getLocale, getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { Pagination } from '@/components/ui/pagination';
import { formatCount } from '@/components/ui/format-count';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { localizedPath } from '@/lib/i18n/locales';
import { coursePagePath } from '@/lib/page-paths';
import { pages, staffCoursePath, staffCoursePreviewPath } from '@/lib/routes/pages';
import { CONSOLE_PAGE_SIZE, listCoursesForConsole } from '@/lib/staff/catalogue/courses';
import { requireStaffPage } from '../_lib/current-staff';
import { StaffTable } from '../_components/staff-table';
import staff from '../staff.module.css';
import { CataloguePage, catalogueMetadata } from './_components/catalogue-page';
import styles from './catalogue.module.css';

export const generateMetadata = () => catalogueMetadata('courses');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The catalogue's courses by name (issue 29): admins open one to edit it, counsellors to read it. */
export default async function CoursesPage({ searchParams }: PageProps<'/[locale]/staff/catalogue'>) {
  const { member } = await requireStaffPage();
  const [t, locale] = await Promise.all([getTranslations('catalogueConsole'), getLocale()]);
  const params = await searchParams;
  const search = first(params.q).trim().slice(0, 100);
  const page = Math.min(Math.max(1, Math.trunc(Number(first(params.page))) || 1), 100_000);
  const { courses, total } = await listCoursesForConsole(search, page);
  const totalPages = Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE));
  const here = localizedPath(locale, pages.staffCourses.path);
  const href = (n: number) => `${here}?${new URLSearchParams({ ...(search && { q: search }), page: String(n) })}`;
  return (
    <CataloguePage member={member} tab={pages.staffCourses} title={t('courses.title')} lead={t('courses.lead')}>
      <div className={styles.toolbar}>
        {/* biome-ignore lint/a11y/useSemanticElements: role=search on a form is what screen readers in use announce today; the search element is not yet announced by all of them */}
        <form action={here} role="search" aria-label={t('courses.search')}>
          <div className={form.field}>
            <label className={form.label} htmlFor="course-search">
              {t('courses.courseName')}
            </label>
            <input
              id="course-search"
              name="q"
              type="search"
              defaultValue={search}
              className={form.control}
              maxLength={100}
            />
          </div>
          <button type="submit" className={`${buttons.outline} ${styles.button}`}>
            {t('courses.searchButton')}
          </button>
        </form>
        {member.role === 'admin' && (
          <PageLink href={pages.staffNewCourse.path} className={`${buttons.primary} ${styles.button}`}>
            {t('courses.newCourse')}
          </PageLink>
        )}
      </div>
      <p role="status">
        {total === 0 ? t('courses.none') : t('courseCount', { count: total, shown: formatCount(total, locale) })}
      </p>
      {courses.length > 0 && (
        <StaffTable
          caption={t('courses.caption')}
          rows={courses}
          rowKey={(course) => course.id}
          columns={[
            {
              label: t('courses.course'),
              cell: (course) => <PageLink href={staffCoursePath(course.id)}>{course.courseName}</PageLink>,
            },
            { label: t('courses.category'), cell: (course) => course.categoryName },
            {
              label: t('courses.status'),
              cell: (course) => (
                <span className={`${staff.status} ${course.status === 'onOffer' ? '' : styles.archived}`}>
                  {t(`courses.${course.status}`)}
                </span>
              ),
            },
            { label: t('courses.students'), cell: (course) => formatCount(course.studentsCount, locale) },
            {
              label: t('courses.page'),
              cell: (course) =>
                course.status === 'archived' ? (
                  '—'
                ) : (
                  <a
                    href={localizedPath(
                      locale,
                      course.status === 'draft'
                        ? staffCoursePreviewPath(course.id)
                        : coursePagePath(course.categorySlug, course.slug),
                    )}
                  >
                    {course.status === 'draft' ? t('courses.preview') : t('view')}
                    <span className="visually-hidden"> {course.courseName}</span>
                  </a>
                ),
            },
          ]}
        />
      )}
      <Pagination page={page} totalPages={totalPages} href={href} />
    </CataloguePage>
  );
}
