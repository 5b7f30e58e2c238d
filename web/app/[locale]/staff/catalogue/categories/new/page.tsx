import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { CategoryForm } from '../../_components/category-form';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { CATALOGUE_SAID, CATEGORY_FORM_MESSAGES } from '../../_lib/messages';
import { stockIcons } from '../../_lib/stock-icons';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('newCategory'), robots: { index: false, follow: false } };
}

/** An admin adds a category, placed last unless told otherwise. */
export default async function NewCategoryPage() {
  const { member } = await requireStaffPage();
  const [t, categories] = await Promise.all([getTranslations('catalogueConsole.categories'), listCategoriesForConsole()]);
  const position = Math.max(0, ...categories.map((c) => c.position + 1));
  return (
    <PageShell title={t('newTitle')}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCategories} />
      {member.role === 'admin'
        ? (
          <WithMessages namespaces={CATEGORY_FORM_MESSAGES} said={CATALOGUE_SAID}>
            <CategoryForm id={null} initial={{ name: '', nameHi: '', icon: '', position }} icons={stockIcons(categories, (name) => t('stockIcon', { name }))} />
          </WithMessages>
        )
        : <ReadOnlyNote />}
    </PageShell>
  );
}
