import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { pages, type SitePage } from '@/lib/routes/pages';
import staff from '../../staff.module.css';

const TABS = [
  [pages.staffCourses, 'courses'],
  [pages.staffCategories, 'categories'],
  [pages.staffTrainers, 'trainers'],
  [pages.staffApplications, 'applications'],
  [pages.staffImport, 'import'],
] as const satisfies readonly (readonly [SitePage, string])[];

/** The catalogue editor's parts, the current one marked. */
export async function CatalogueTabs({ current }: { current: SitePage }) {
  const t = await getTranslations('catalogueConsole.tabs');
  return (
    <nav aria-label={t('label')} className={staff.counts}>
      {TABS.map(([tab, key]) => (
        <PageLink key={tab.path} href={tab.path} aria-current={tab === current ? 'page' : undefined}>
          {t(key)}
        </PageLink>
      ))}
    </nav>
  );
}
