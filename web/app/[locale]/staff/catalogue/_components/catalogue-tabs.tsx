import Link from 'next/link';
import { pages, type SitePage } from '@/lib/routes/pages';
import staff from '../../staff.module.css';

const TABS: readonly SitePage[] = [pages.staffCourses, pages.staffCategories, pages.staffTrainers, pages.staffApplications, pages.staffImport];

/** The catalogue editor's parts, the current one marked. */
export function CatalogueTabs({ current }: { current: SitePage }) {
  return (
    <nav aria-label="Catalogue" className={staff.counts}>
      {TABS.map((tab) => (
        <Link key={tab.path} href={tab.path} aria-current={tab === current ? 'page' : undefined}>{tab.label}</Link>
      ))}
    </nav>
  );
}
