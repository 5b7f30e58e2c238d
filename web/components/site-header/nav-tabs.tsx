'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { navItems } from './nav-items';
import styles from './site-header.module.css';

/** The tab list; `pathname` null (the prerendered shell) marks no tab until the URL is known. */
export function NavTabs({ pathname }: { pathname: string | null }) {
  return (
    <ul className={styles.tabs}>
      {navItems.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={styles.tab} aria-current={pathname && item.match(pathname) ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Reading the URL makes a component request-time under cacheComponents, so only these small pieces read it
 * (behind Suspense) and the rest of the header stays in the prerendered shell.
 */
export function ActiveNavTabs() {
  return <NavTabs pathname={usePathname()} />;
}

/** Calls `onNavigate` after every route change: the spec closes the small-screen menu then. */
export function RouteChangeListener({ onNavigate }: { onNavigate: () => void }) {
  const pathname = usePathname();
  useEffect(() => onNavigate(), [pathname, onNavigate]);
  return null;
}
