'use client';

import { useLinkStatus } from 'next/link';
import styles from './link-pending.module.css';

/**
 * Put inside a <Link> (positioned relative): a thin moving bar along its bottom edge while the page it opens is
 * still rendering on the server. The catalogue pages render their courses before answering, so without this a
 * click would seem to do nothing for that moment.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return <span className={styles.bar} data-pending={pending} aria-hidden="true" />;
}
