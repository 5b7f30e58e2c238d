'use client';

import { useTranslations } from 'next-intl';
import { useCourseActions } from './course-actions';
import styles from './course-page.module.css';

/** Spec: 'Contact Us' opens the demo request modal 'Please Fill The Form'. */
export function ContactUsButton() {
  const t = useTranslations('courseActions');
  const { openDemoRequest } = useCourseActions();
  return (
    <button type="button" className={styles.contactButton} onClick={openDemoRequest}>
      {t('contactUs')}
    </button>
  );
}
