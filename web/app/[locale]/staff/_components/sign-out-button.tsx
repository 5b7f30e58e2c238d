'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLocalizedPath } from '@/components/ui/page-link';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';

/** Ends the staff session on the server, then shows the sign-in page. */
export function SignOutButton() {
  const t = useTranslations('staffSignOut');
  const router = useRouter();
  const localized = useLocalizedPath();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const result = await postStaffJson('/api/staff/logout', {});
    setBusy(false);
    // A session that had ended already is signed out as well.
    if (!result.ok && result.status !== 401) return setFailed(true);
    router.replace(localized(pages.staffLogin.path));
    router.refresh();
  };
  return (
    <>
      <button type="button" className={buttons.outline} onClick={() => void signOut()} disabled={busy} aria-busy={busy}>
        {t('signOut')}
      </button>
      {failed && <span role="alert">{t('failed')}</span>}
    </>
  );
}
