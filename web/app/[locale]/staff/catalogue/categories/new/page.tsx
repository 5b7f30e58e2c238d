import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { CategoryForm } from '../../_components/category-form';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { stockIcons } from '../../_lib/stock-icons';

export const metadata: Metadata = { title: 'New category', robots: { index: false, follow: false } };

/** An admin adds a category, placed last unless told otherwise. */
export default async function NewCategoryPage() {
  const { member } = await requireStaffPage();
  const categories = await listCategoriesForConsole();
  const position = Math.max(0, ...categories.map((c) => c.position + 1));
  return (
    <PageShell title="New category">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCategories} />
      {member.role === 'admin'
        ? <CategoryForm id={null} initial={{ name: '', icon: '', position }} icons={stockIcons(categories)} />
        : <ReadOnlyNote />}
    </PageShell>
  );
}
