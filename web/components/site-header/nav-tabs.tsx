'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LinkPending } from '@/components/ui/link-pending';
import { headerTabs, isCurrent } from '@/lib/routes/pages';
import styles from './site-header.module.css';

/** The tab list; `pathname` null (the prerendered shell) marks no tab until the URL is known. */
export function NavTabs({ pathname }: { pathname: string | null }) {
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

/**
 * Reading the URL makes a component request-time under cacheComponents, so only this and the menu's route-change
 * listener read it (behind Suspense) and the rest of the header stays in the prerendered shell.
 */
export function ActiveNavTabs() {
  return <NavTabs pathname={usePathname()} />;
}
