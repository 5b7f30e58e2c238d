'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './site-header.module.css';
import { useClientPathname } from './use-client-pathname';

/** The small-screen menu: a button that shows and hides its content, closed by Escape and by every navigation. */
export function MenuDisclosure({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = useClientPathname();
  const t = useTranslations('header');

  // The spec wants the small-screen menu closed after every navigation, whichever link caused it.
  useEffect(() => setOpen(false), [pathname]);

  // Escape closes the open menu, as keyboard users expect of a disclosure.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        <span className="visually-hidden">{open ? t('closeMenu') : t('openMenu')}</span>
      </button>
      <div id="site-menu" className={styles.menu} data-open={open}>
        {children}
      </div>
    </>
  );
}
