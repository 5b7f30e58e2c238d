'use client';

import styles from './illustrated-message.module.css';

/** What a page that failed to render shows instead: a plain apology and a retry that renders it again. */
export function ErrorNotice({ retry }: { retry: () => void }) {
  return (
    <div className={styles.wrap} role="alert">
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>This page could not be shown right now. Please try again in a moment.</p>
      <button type="button" className={styles.action} onClick={retry}>
        Try again
      </button>
    </div>
  );
}
