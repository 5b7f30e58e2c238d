'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { StaffActionButton } from '../../_components/staff-action-button';
import styles from '../catalogue.module.css';

/** "Approve" a trainer application: the server makes the trainer and links both. */
export function ApproveButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations('catalogueApplications');
  return (
    <div className={styles.rowActions}>
      <StaffActionButton
        send={() => postStaffJson(`/api/staff/catalogue/applications/${id}/approve`, {})}
        className={`${buttons.primary} ${styles.button}`}
        label={t('approve')}
        busyLabel={t('approving')}
        context={` ${name}`}
      />
    </div>
  );
}
