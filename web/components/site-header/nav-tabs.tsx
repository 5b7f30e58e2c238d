'use client';

import { useTranslations } from 'next-intl';
import { LinkPending } from '@/components/ui/link-pending';
import { PageLink } from '@/components/ui/page-link';
import { splitLocalePath } from '@/lib/i18n/locales';
import { headerTabs, isCurrent, pages } from '@/lib/routes/pages';
import styles from './site-header.module.css';
import { useClientPathname } from './use-client-pathname';

/** The tab list, the current page's tab marked once the page has hydrated (see useClientPathname). */
export function NavTabs() {
  const pathname = useClientPathname();
  const path = pathname && splitLocalePath(pathname).path;
  const t = useTranslations('pages');
  return (
    <ul className={styles.tabs}>
      {headerTabs.map((tab) => (
        <li key={tab}>
          <PageLink
            href={pages[tab].path}
            className={styles.tab}
            aria-current={path && isCurrent(pages[tab], path) ? 'page' : undefined}
          >
            {t(tab)}
            <LinkPending />
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
