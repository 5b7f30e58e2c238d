import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/ui/page-shell';
import { categoryPath, pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { CategoryForm } from '../../_components/category-form';
import { DeleteCategory } from '../../_components/delete-category';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { stockIcons } from '../../_lib/stock-icons';

export const metadata: Metadata = { title: 'Category', robots: { index: false, follow: false } };

/** One category: admins rename it, change its icon and order, or delete it when empty. */
export default async function CategoryPage({ params }: PageProps<'/[locale]/staff/catalogue/categories/[categoryId]'>) {
  const { member } = await requireStaffPage();
  const id = Number((await params).categoryId);
  const categories = await listCategoriesForConsole();
  const category = categories.find((c) => c.id === id);
  if (!category) notFound();
  return (
    <PageShell title={category.name} lead={`${category.courses.toLocaleString('en-IN')} ${category.courses === 1 ? 'course' : 'courses'}`}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCategories} />
      <p><a href={categoryPath(category.name)}>View the category page</a></p>
      {member.role === 'admin' ? (
        <>
          <CategoryForm id={category.id} initial={{ name: category.name, icon: category.icon, position: category.position }} icons={stockIcons(categories)} />
          {category.courses === 0 && <DeleteCategory id={category.id} name={category.name} />}
        </>
      ) : (
        <ReadOnlyNote />
      )}
    </PageShell>
  );
}
