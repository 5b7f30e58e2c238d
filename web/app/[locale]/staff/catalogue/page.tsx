import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import { Pagination } from '@/components/ui/pagination';
import buttons from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { coursePagePath } from '@/lib/page-paths';
import { pages, staffCoursePath } from '@/lib/routes/pages';
import { CONSOLE_PAGE_SIZE, listCoursesForConsole } from '@/lib/staff/catalogue/courses';
import { requireStaffPage } from '../_lib/current-staff';
import { StaffBar } from '../_components/staff-bar';
import staff from '../staff.module.css';
import { CatalogueTabs } from './_components/catalogue-tabs';
import styles from './catalogue.module.css';

export const metadata: Metadata = { title: 'Courses', robots: { index: false, follow: false } };

const number = new Intl.NumberFormat('en-IN');
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The catalogue's courses by name (issue 29): admins open one to edit it, counsellors to read it. */
export default async function CoursesPage({ searchParams }: PageProps<'/[locale]/staff/catalogue'>) {
  const { member } = await requireStaffPage();
  const params = await searchParams;
  const search = first(params.q).trim().slice(0, 100);
  const page = Math.min(Math.max(1, Math.trunc(Number(first(params.page))) || 1), 100_000);
  const { courses, total } = await listCoursesForConsole(search, page);
  const totalPages = Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE));
  const href = (n: number) => `${pages.staffCourses.path}?${new URLSearchParams({ ...(search && { q: search }), page: String(n) })}`;
  return (
    <PageShell title="Catalogue" lead="The academy's courses, categories and trainers, as learners see them on the site.">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCourses} />
      <div className={styles.toolbar}>
        <form action={pages.staffCourses.path} role="search" aria-label="Courses">
          <div className={form.field}>
            <label className={form.label} htmlFor="course-search">Course name</label>
            <input id="course-search" name="q" type="search" defaultValue={search} className={form.control} maxLength={100} />
          </div>
          <button type="submit" className={`${buttons.outline} ${styles.button}`}>Search</button>
        </form>
        {member.role === 'admin' && <Link href={pages.staffNewCourse.path} className={`${buttons.primary} ${styles.button}`}>New course</Link>}
      </div>
      <p role="status">
        {total === 0 ? 'No courses match.' : `${number.format(total)} ${total === 1 ? 'course' : 'courses'}`}
      </p>
      {courses.length > 0 && (
        <table className={staff.table}>
          <caption className="visually-hidden">Courses</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Students</th>
              <th scope="col">Page</th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id}>
                <td data-label="Course"><Link href={staffCoursePath(course.id)}>{course.courseName}</Link></td>
                <td data-label="Category">{course.categoryName}</td>
                <td data-label="Status">
                  <span className={`${staff.status} ${course.archived ? styles.archived : ''}`}>{course.archived ? 'Archived' : 'On offer'}</span>
                </td>
                <td data-label="Students">{number.format(course.studentsCount)}</td>
                <td data-label="Page">
                  {course.archived ? '—' : <a href={coursePagePath(course.categorySlug, course.slug)}>View<span className="visually-hidden"> {course.courseName}</span></a>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} totalPages={totalPages} href={href} />
    </PageShell>
  );
}
