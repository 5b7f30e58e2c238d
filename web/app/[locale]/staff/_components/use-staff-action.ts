'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ApiResult } from '@/lib/browser/academy-api';

/**
 * A console control's one request: busy while it runs, the server's refusal after it (the caller shows it through
 * `useSaid`). When it went well, `done` runs with the answer; by default the page is read again so it shows the
 * new state (an approved application, a mail queued again, a member's new role).
 */
export function useStaffAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async <T>(send: () => Promise<ApiResult<T>>, done: (body: T) => void = () => router.refresh()) => {
    setBusy(true);
    setFailure(null);
    const result = await send();
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    done(result.body);
  };
  return { busy, failure, run };
}
