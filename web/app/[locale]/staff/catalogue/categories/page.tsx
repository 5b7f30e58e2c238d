import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import buttons from '@/components/ui/button.module.css';
import { categoryPath, pages, staffCategoryPath } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { CatalogueTabs } from '../_components/catalogue-tabs';
import styles from '../catalogue.module.css';

export const metadata: Metadata = { title: 'Categories', robots: { index: false, follow: false } };

/** The catalogue's categories in their order. */
export default async function CategoriesPage() {
  const { member } = await requireStaffPage();
  const categories = await listCategoriesForConsole();
  return (
    <PageShell title="Categories" lead="The catalogue's sections, in the order learners see them.">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCategories} />
      {member.role === 'admin' && (
        <p><Link href={pages.staffNewCategory.path} className={`${buttons.primary} ${styles.button}`}>New category</Link></p>
      )}
      <table className={staff.table}>
        <caption className="visually-hidden">Categories</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Category</th>
            <th scope="col">Courses</th>
            <th scope="col">Page</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.id}>
              <td data-label="Order">{c.position}</td>
              <td data-label="Category"><Link href={staffCategoryPath(c.id)}>{c.name}</Link></td>
              <td data-label="Courses">{c.courses.toLocaleString('en-IN')}</td>
              <td data-label="Page"><a href={categoryPath(c.name)}>View<span className="visually-hidden"> {c.name}</span></a></td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageShell>
  );
}
