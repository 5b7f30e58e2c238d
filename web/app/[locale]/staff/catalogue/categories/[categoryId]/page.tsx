import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { PageShell } from '@/components/ui/page-shell';
import { localizedPath } from '@/lib/i18n/locales';
import { categoryPath, pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { StaffBar } from '../../../_components/staff-bar';
import { CatalogueTabs } from '../../_components/catalogue-tabs';
import { CategoryForm } from '../../_components/category-form';
import { DeleteCategory } from '../../_components/delete-category';
import { ReadOnlyNote } from '../../_components/read-only-note';
import { CATALOGUE_SAID, CATEGORY_FORM_MESSAGES } from '../../_lib/messages';
import { stockIcons } from '../../_lib/stock-icons';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('category'), robots: { index: false, follow: false } };
}

/** One category: admins rename it, change its icon and order, or delete it when empty. */
export default async function CategoryPage({ params }: PageProps<'/[locale]/staff/catalogue/categories/[categoryId]'>) {
  const { member } = await requireStaffPage();
  const id = Number((await params).categoryId);
  const [t, locale, categories] = await Promise.all([getTranslations('catalogueConsole'), getLocale(), listCategoriesForConsole()]);
  const category = categories.find((c) => c.id === id);
  if (!category) notFound();
  return (
    <PageShell title={category.name} lead={t('courseCount', { count: category.courses, shown: formatCount(category.courses, locale) })}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCategories} />
      <p><a href={localizedPath(locale, categoryPath(category.name))}>{t('categories.viewPage')}</a></p>
      {member.role === 'admin' ? (
        <WithMessages namespaces={CATEGORY_FORM_MESSAGES} said={CATALOGUE_SAID}>
          <CategoryForm
            id={category.id}
            initial={{ name: category.name, nameHi: category.nameHi, icon: category.icon, position: category.position }}
            icons={stockIcons(categories, (name) => t('categories.stockIcon', { name }))}
          />
          {category.courses === 0 && <DeleteCategory id={category.id} name={category.name} />}
        </WithMessages>
      ) : (
        <ReadOnlyNote />
      )}
    </PageShell>
  );
}
