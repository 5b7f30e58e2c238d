import Image from 'next/image';
import Link from 'next/link';
import { Suspense } from 'react';
import { pages } from '@/lib/routes/pages';
import { MenuDisclosure } from './menu-disclosure';
import { ActiveNavTabs, NavTabs } from './nav-tabs';
import { SessionActions } from './session-actions';
import styles from './site-header.module.css';

type Props = { brandName: string; logo: { url: string; alt: string; width: number; height: number } | null };

/**
 * Brand, tabs and the learner's name with Logout when a session is stored; below 768 px the tabs fold into a
 * menu. Rendered on the server: only the menu toggle, the current-tab marker and the session part run in the
 * browser. (The spec's Enroll Now button leads to /contactus and joins when that page exists.)
 */
export function SiteHeader({ brandName, logo }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={pages.home.path} className={styles.brand} aria-label={`${brandName} home`}>
          {logo ? (
            <Image src={logo.url} alt="" width={logo.width} height={logo.height} className={styles.logo} unoptimized priority />
          ) : (
            <span className={styles.brandText}>{brandName}</span>
          )}
        </Link>
        <MenuDisclosure>
          <nav aria-label="Main">
            <Suspense fallback={<NavTabs pathname={null} />}>
              <ActiveNavTabs />
            </Suspense>
          </nav>
          <SessionActions />
        </MenuDisclosure>
      </div>
    </header>
  );
}
