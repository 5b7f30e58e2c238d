import { notFound } from 'next/navigation';
import { formatCount } from '@/components/ui/format-count';
import { localizedPath } from '@/lib/i18n/locales';
import { categoryPath, pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { AdminEditor, CataloguePage, catalogueMetadata } from '../../_components/catalogue-page';
import { CategoryForm } from '../../_components/category-form';
import { DeleteCategory } from '../../_components/delete-category';
import { CATEGORY_FORM_MESSAGES } from '../../_lib/messages';
import { readCataloguePage } from '../../_lib/page-data';
import { stockIcons } from '../../_lib/stock-icons';

export const generateMetadata = () => catalogueMetadata('category');

/** One category: admins rename it, change its icon and order, or delete it when empty. */
export default async function CategoryPage({ params }: PageProps<'/[locale]/staff/catalogue/categories/[categoryId]'>) {
  const { member, t, locale, rows: categories } = await readCataloguePage('catalogueConsole', listCategoriesForConsole);
  const id = Number((await params).categoryId);
  const category = categories.find((c) => c.id === id);
  if (!category) notFound();
  return (
    <CataloguePage
      member={member}
      tab={pages.staffCategories}
      title={category.name}
      lead={t('courseCount', { count: category.courses, shown: formatCount(category.courses, locale) })}
    >
      <p>
        <a href={localizedPath(locale, categoryPath(category.name))}>{t('categories.viewPage')}</a>
      </p>
      <AdminEditor member={member} messages={CATEGORY_FORM_MESSAGES}>
        <CategoryForm
          id={category.id}
          initial={{ name: category.name, nameHi: category.nameHi, icon: category.icon, position: category.position }}
          icons={stockIcons(categories, (name) => t('categories.stockIcon', { name }))}
        />
        {category.courses === 0 && <DeleteCategory id={category.id} name={category.name} />}
      </AdminEditor>
    </CataloguePage>
  );
}
