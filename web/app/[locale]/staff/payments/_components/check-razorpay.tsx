'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { useLocale } from 'next-intl';
import form from '@/components/ui/form.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { StaffActionButton } from '../../_components/staff-action-button';
import { useStaffAction } from '../../_components/use-staff-action';
import styles from '../../staff.module.css';

type Unrecorded = { id: string; amount: string; method: string; createdAt: string };

/**
 * Asks Razorpay for the payments it captured in the last week that the site has not recorded (a webhook that never
 * came), each with "Record it", which records it from Razorpay's own account of it and checks again.
 */
export function CheckRazorpay() {
  const t = useTranslations('staffPaymentForms');
  const say = useSaid();
  const locale = useLocale();
  const check = useStaffAction();
  const [found, setFound] = useState<Unrecorded[] | null>(null);
  const run = () =>
    check.run(
      () => postStaffJson<{ payments: Unrecorded[] }>('/api/staff/payments/check', {}),
      (body) => setFound(body.payments),
    );
  return (
    <div>
      <button
        type="button"
        className={form.submit}
        disabled={check.busy}
        aria-busy={check.busy}
        onClick={() => void run()}
      >
        {check.busy ? t('checking') : t('check')}
      </button>
      {check.failure && <p role="alert">{say(check.failure)}</p>}
      <div role="status">
        {found && found.length === 0 && <p>{t('allRecorded')}</p>}
        {found && found.length > 0 && <p>{t('unrecorded', { count: found.length })}</p>}
      </div>
      {found && found.length > 0 && (
        <ul className={styles.others}>
          {found.map((payment) => (
            <li key={payment.id}>
              {t('unrecordedPayment', {
                id: payment.id,
                amount: payment.amount,
                method: payment.method.toUpperCase(),
                when: istDateTimeOf(payment.createdAt, locale),
              })}{' '}
              <StaffActionButton
                className={styles.linkButton}
                send={async () => {
                  const result = await postStaffJson('/api/staff/payments/record', { paymentId: payment.id });
                  if (result.ok) setFound((list) => list?.filter((p) => p.id !== payment.id) ?? null);
                  return result;
                }}
                label={t('recordIt')}
                busyLabel={t('recording')}
                context={payment.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
