import type { ReactNode } from 'react';
import styles from './status-message.module.css';

/** The catalogue's loading, empty and error texts, announced politely to screen readers. */
export function StatusMessage({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <p className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
