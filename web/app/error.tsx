'use client';

import styles from '@/components/illustrated-message/illustrated-message.module.css';

/** Last resort for an unexpected failure while rendering a page: say so plainly and offer a retry. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className={styles.wrap}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.text}>This page could not be shown right now. Please try again in a moment.</p>
      <button type="button" className={styles.action} onClick={reset}>
        Try again
      </button>
    </div>
  );
}
