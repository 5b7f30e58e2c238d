'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { StaffActionButton } from './staff-action-button';
import styles from '../staff.module.css';

/**
 * "Attended" and "No-show" for a demo class that has started (issue 53), on the lead's page and in the demos list;
 * `context` names the class for screen readers ("Meera Iyer, Guitar").
 */
export function DemoOutcomeButtons({ leadId, context }: { leadId: number; context: string }) {
  const t = useTranslations('staffDemo');
  const send = (outcome: 'attended' | 'no_show') => () =>
    postStaffJson(`/api/staff/leads/${leadId}/demo/outcome`, { outcome });
  return (
    <span className={styles.outcomeButtons}>
      <StaffActionButton
        send={send('attended')}
        className={buttons.primary}
        label={t('attended')}
        busyLabel={t('marking')}
        context={`: ${context}`}
      />
      <StaffActionButton
        send={send('no_show')}
        className={buttons.outline}
        label={t('noShow')}
        busyLabel={t('marking')}
        context={`: ${context}`}
      />
    </span>
  );
}
