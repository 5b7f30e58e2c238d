import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { localizedPath } from '@/lib/i18n/locales';
import { categoryPath, pages, staffCategoryPath } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { StaffTable } from '../../_components/staff-table';
import { CataloguePage, catalogueMetadata } from '../_components/catalogue-page';
import { readCataloguePage } from '../_lib/page-data';

export const generateMetadata = () => catalogueMetadata('categories');

/** The catalogue's categories in their order. */
export default async function CategoriesPage() {
  const { member, t, locale, rows: categories } = await readCataloguePage('catalogueConsole', listCategoriesForConsole);
  return (
    <CataloguePage
      member={member}
      tab={pages.staffCategories}
      title={t('categories.title')}
      lead={t('categories.lead')}
      add={{ href: pages.staffNewCategory.path, label: t('categories.newCategory') }}
    >
      <StaffTable
        caption={t('categories.caption')}
        rows={categories}
        rowKey={(c) => c.id}
        columns={[
          { label: t('categories.order'), cell: (c) => c.position },
          {
            label: t('categories.category'),
            cell: (c) => <PageLink href={staffCategoryPath(c.id)}>{c.name}</PageLink>,
          },
          { label: t('categories.courses'), cell: (c) => formatCount(c.courses, locale) },
          {
            label: t('categories.page'),
            cell: (c) => (
              <a href={localizedPath(locale, categoryPath(c.name))}>
                {t('view')}
                <span className="visually-hidden"> {c.name}</span>
              </a>
            ),
          },
        ]}
      />
    </CataloguePage>
  );
}
