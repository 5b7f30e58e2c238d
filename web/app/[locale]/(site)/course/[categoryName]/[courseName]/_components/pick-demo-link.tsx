'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './pick-demo-link.module.css';

/**
 * "Pick your demo time": a demo request's booking page (issue 53), as the thank-you page and the course page after it
 * offer it. Not prefetched: the page is read for each request, and only when the visitor follows it.
 */
export function PickDemoLink({ href }: { href: string }) {
  const t = useTranslations('demoPick');
  return (
    <Link href={href} className={styles.link} prefetch={false}>
      {t('pick')}
    </Link>
  );
}
