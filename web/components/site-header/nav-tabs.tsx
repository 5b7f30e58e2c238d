'use client';

import Link from 'next/link';
import { LinkPending } from '@/components/ui/link-pending';
import { headerTabs, isCurrent } from '@/lib/routes/pages';
import styles from './site-header.module.css';
import { useClientPathname } from './use-client-pathname';

/** The tab list, the current page's tab marked once the page has hydrated (see useClientPathname). */
export function NavTabs() {
  const pathname = useClientPathname();
  return (
    <ul className={styles.tabs}>
      {headerTabs.map((tab) => (
        <li key={tab.path}>
          <Link href={tab.path} className={styles.tab} aria-current={pathname && isCurrent(tab, pathname) ? 'page' : undefined}>
            {tab.label}
            <LinkPending />
          </Link>
        </li>
      ))}
    </ul>
  );
}
