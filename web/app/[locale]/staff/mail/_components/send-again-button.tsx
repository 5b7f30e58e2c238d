'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { StaffActionButton } from '../../_components/staff-action-button';

/** Queues an undelivered mail for another 24 hours of tries. */
export function SendAgainButton({ mailId, subject }: { mailId: number; subject: string }) {
  const t = useTranslations('staffMailForms');
  return (
    <StaffActionButton
      send={() => postStaffJson(`/api/staff/mail/${mailId}/send-again`, {})}
      className={buttons.outline}
      label={t('sendAgain')}
      context={`: ${subject}`}
    />
  );
}
