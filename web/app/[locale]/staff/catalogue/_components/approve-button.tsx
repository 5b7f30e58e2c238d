'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import styles from '../catalogue.module.css';

/** "Approve" a trainer application: the server makes the trainer and links both. */
export function ApproveButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations('catalogueApplications');
  const say = useSaid();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const approve = async () => {
    setBusy(true);
    setFailure(null);
    const result = await postStaffJson(`/api/staff/catalogue/applications/${id}/approve`, {});
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    router.refresh();
  };
  return (
    <div className={styles.rowActions}>
      <button type="button" className={`${buttons.primary} ${styles.button}`} disabled={busy} aria-busy={busy} onClick={() => void approve()}>
        {busy ? t('approving') : t('approve')}<span className="visually-hidden"> {name}</span>
      </button>
      {failure && <span role="alert">{say(failure)}</span>}
    </div>
  );
}
