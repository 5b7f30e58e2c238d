import type { ReactNode } from 'react';
import styles from './page-shell.module.css';

/** The content width, heading band and spacing every inner page shares. */
export function PageShell({
  title,
  lead,
  children,
  narrow = false,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <>
      <div className={styles.band}>
        <div className={styles.bandInner} data-narrow={narrow}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
      </div>
      <div className={styles.container} data-narrow={narrow}>
        {children}
      </div>
    </>
  );
}
