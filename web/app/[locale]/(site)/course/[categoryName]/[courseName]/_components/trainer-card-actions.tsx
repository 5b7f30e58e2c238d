'use client';

import { useTranslations } from 'next-intl';
import { useCourseActions } from './course-actions';
import styles from './course-page.module.css';

/** An instructor card's 'View Demo' and enrol buttons; `describedBy` names the trainer for screen readers. */
export function TrainerCardActions({ trainerId, describedBy }: { trainerId: number; describedBy: string }) {
  const t = useTranslations('courseActions');
  const { openTrainerDemo, openEnrolment } = useCourseActions();
  return (
    <div className={styles.cardActions}>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-describedby={describedBy}
        onClick={() => openTrainerDemo(trainerId)}
      >
        {t('viewDemo')}
      </button>
      <button
        type="button"
        className={styles.primaryButton}
        aria-describedby={describedBy}
        onClick={() => openEnrolment(trainerId)}
      >
        {t('enrollNow')}
      </button>
    </div>
  );
}
