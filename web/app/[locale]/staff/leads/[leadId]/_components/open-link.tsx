'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postStaffJson } from '@/lib/browser/academy-api';
import { StaffActionButton } from '../../../_components/staff-action-button';
import styles from '../../../staff.module.css';

type Props = {
  /** Razorpay's id, 'plink_…'. */
  id: string;
  url: string;
  /** wa.me with the learner's number and the message, or null without a number WhatsApp takes. */
  whatsapp: string | null;
};

/** The lead's open payment link: copy it, send it on WhatsApp, or cancel it. */
export function OpenLink({ id, url, whatsapp }: Props) {
  const t = useTranslations('staffLeadForms');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.openLink}>
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      </p>
      <p className={styles.contactActions}>
        <button type="button" className={styles.linkButton} onClick={() => void copy()}>
          {t('copyLink')}
        </button>
        {whatsapp && (
          <a className={styles.linkButton} href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t('sendOnWhatsapp')}
          </a>
        )}
        <StaffActionButton
          className={styles.linkButton}
          send={() => postStaffJson(`/api/staff/payment-links/${id}/cancel`, {})}
          label={t('cancelLink')}
          busyLabel={t('cancellingLink')}
          context=""
        />
      </p>
      <p role="status" className={styles.note}>
        {copied ? t('linkCopied') : ''}
      </p>
    </div>
  );
}
