'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import { ConfirmButtons } from '@/components/forms/confirm-buttons';
import { useAction } from '@/components/forms/use-action';
import { StatusMessage } from '@/components/ui/status-message';
import { postJson } from '@/lib/browser/academy-api';
import styles from './demo-booking.module.css';

/** "Cancel the demo class", asked once more before it is done; the page then offers the times again. */
export function CancelDemo({ token }: { token: string }) {
  const t = useTranslations('demoBooking');
  const say = useSaid();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const {
    run: cancel,
    busy: sending,
    error,
  } = useAction(async () => {
    const result = await postJson(`/api/demo/${token}/cancel`, {});
    if (!result.ok) return result.message;
    setAsking(false);
    router.refresh();
    return null;
  });

  if (!asking)
    return (
      <button type="button" className={styles.cancel} onClick={() => setAsking(true)}>
        {t('cancel')}
      </button>
    );
  return (
    <fieldset className={styles.confirm} aria-label={t('cancel')}>
      <ConfirmButtons
        question={t('confirmCancel')}
        confirm={t('cancel')}
        busyLabel={t('cancelling')}
        keep={t('keep')}
        busy={sending}
        onConfirm={() => void cancel()}
        onKeep={() => setAsking(false)}
        confirmClass={styles.cancelNow}
        keepClass={styles.cancel}
      />
      {error && <StatusMessage tone="error">{say(error)}</StatusMessage>}
    </fieldset>
  );
}
