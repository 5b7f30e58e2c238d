'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';

/** Queues an undelivered mail for another 24 hours of tries. */
export function SendAgainButton({ mailId, subject }: { mailId: number; subject: string }) {
  const t = useTranslations('staffMailForms');
  const say = useSaid();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setFailure(null);
    const result = await postStaffJson(`/api/staff/mail/${mailId}/send-again`, {});
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    router.refresh();
  };
  return (
    <>
      <button type="button" className={buttons.outline} disabled={busy} aria-busy={busy} onClick={() => void send()}>
        {t('sendAgain')}<span className="visually-hidden">: {subject}</span>
      </button>
      {failure && <span role="alert">{say(failure)}</span>}
    </>
  );
}
