'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { takePick } from '../_lib/thank-you-return';
import styles from './course-page.module.css';
import { PickDemoLink } from './pick-demo-link';

/**
 * Back on the course after a demo request (issue 53): "Pick your demo time" once more, for the visitor the thank-you
 * page's 3 seconds did not give time to. Reads one sessionStorage note as it mounts; nothing is fetched.
 */
export function DemoPickNotice() {
  const t = useTranslations('demoPick');
  const [demoPath, setDemoPath] = useState<string>();
  useEffect(() => setDemoPath(takePick()), []);
  if (!demoPath) return null;
  return (
    <div className={styles.pickNotice} role="status">
      <p>{t('pickLead')}</p>
      <PickDemoLink href={demoPath} />
    </div>
  );
}
