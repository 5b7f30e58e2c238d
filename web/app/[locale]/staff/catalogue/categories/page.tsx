import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { PageShell } from '@/components/ui/page-shell';
import buttons from '@/components/ui/button.module.css';
import { localizedPath } from '@/lib/i18n/locales';
import { categoryPath, pages, staffCategoryPath } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { CatalogueTabs } from '../_components/catalogue-tabs';
import styles from '../catalogue.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogueConsole.meta');
  return { title: t('categories'), robots: { index: false, follow: false } };
}

/** The catalogue's categories in their order. */
export default async function CategoriesPage() {
  const { member } = await requireStaffPage();
  const [t, locale, categories] = await Promise.all([getTranslations('catalogueConsole'), getLocale(), listCategoriesForConsole()]);
  return (
    <PageShell title={t('categories.title')} lead={t('categories.lead')}>
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffCategories} />
      {member.role === 'admin' && (
        <p><PageLink href={pages.staffNewCategory.path} className={`${buttons.primary} ${styles.button}`}>{t('categories.newCategory')}</PageLink></p>
      )}
      <table className={staff.table}>
        <caption className="visually-hidden">{t('categories.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('categories.order')}</th>
            <th scope="col">{t('categories.category')}</th>
            <th scope="col">{t('categories.courses')}</th>
            <th scope="col">{t('categories.page')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.id}>
              <td data-label={t('categories.order')}>{c.position}</td>
              <td data-label={t('categories.category')}><PageLink href={staffCategoryPath(c.id)}>{c.name}</PageLink></td>
              <td data-label={t('categories.courses')}>{formatCount(c.courses, locale)}</td>
              <td data-label={t('categories.page')}><a href={localizedPath(locale, categoryPath(c.name))}>{t('view')}<span className="visually-hidden"> {c.name}</span></a></td>
            </tr>
          ))}
        </tbody>
      </table>
    </PageShell>
  );
}
