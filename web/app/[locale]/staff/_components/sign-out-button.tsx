'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { postStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';

/** Ends the staff session on the server, then shows the sign-in page. */
export function SignOutButton() {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const result = await postStaffJson('/api/staff/logout', {});
    setBusy(false);
    // A session that had ended already is signed out as well.
    if (!result.ok && result.status !== 401) return setFailed(true);
    router.replace(pages.staffLogin.path);
    router.refresh();
  };
  return (
    <>
      <button type="button" className={buttons.outline} onClick={() => void signOut()} disabled={busy} aria-busy={busy}>
        Sign out
      </button>
      {failed && <span role="alert">Could not sign out. Please try again.</span>}
    </>
  );
}
