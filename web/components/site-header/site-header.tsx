'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { ActiveNavTabs, NavTabs, RouteChangeListener } from './nav-tabs';
import styles from './site-header.module.css';
import { useStoredSession } from './use-stored-session';

type Props = { brandName: string; logo: { url: string; alt: string; width: number; height: number } | null };

/** Tabs, Enroll Now, the learner's name with Logout when a session is stored, and a menu button below 768 px. */
export function SiteHeader({ brandName, logo }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { session, clear } = useStoredSession();

  // Escape closes the open menu, as keyboard users expect of a disclosure.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const logout = () => {
    clear();
    router.push('/');
  };

  return (
    <header className={styles.header}>
      {/* The spec wants the small-screen menu closed after every navigation, whichever link caused it. */}
      <Suspense fallback={null}>
        <RouteChangeListener onNavigate={close} />
      </Suspense>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label={`${brandName} home`}>
          {logo ? (
            <Image src={logo.url} alt="" width={logo.width} height={logo.height} className={styles.logo} unoptimized priority />
          ) : (
            <span className={styles.brandText}>{brandName}</span>
          )}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <div id="site-menu" className={styles.menu} data-open={open}>
          <nav aria-label="Main">
            <Suspense fallback={<NavTabs pathname={null} />}>
              <ActiveNavTabs />
            </Suspense>
          </nav>
          <div className={styles.actions}>
            {session?.FullName ? (
              <>
                <span className={styles.learner} data-testid="learner-name">
                  {session.FullName}
                </span>
                <button type="button" className={styles.logout} onClick={logout}>
                  Logout
                </button>
              </>
            ) : null}
            <Link href="/contactus" className={styles.enroll}>
              Enroll Now
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
