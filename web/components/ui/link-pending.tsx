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
  // The attribute only while pending: a page has many of these links, and `data-pending="false"` on each is weight.
  return <span className={styles.bar} data-pending={pending || undefined} aria-hidden="true" />;
}
