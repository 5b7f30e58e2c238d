'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Booking } from '@/lib/academy/accounts/bookings';
import type { MyReview } from '@/lib/academy/accounts/my-reviews';
import { getJson, type ApiResult } from '@/lib/browser/academy-api';
import type { WireProfile } from '@/lib/backend/wire-forms';

export type AccountOverview = { profile: WireProfile; bookings: Booking[]; reviews: MyReview[] };

type State =
  | { stage: 'loading' }
  | { stage: 'ready'; account: AccountOverview }
  | { stage: 'failed'; refusal: Exclude<ApiResult, { ok: true }> };

/** Loads /api/user/account for the stored session's token; `reload` reads it again after a change. */
export function useAccount(token: string) {
  const [state, setState] = useState<State>({ stage: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void getJson<AccountOverview>('/api/user/account', { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { stage: 'ready', account: result.body } : { stage: 'failed', refusal: result });
    });
    return () => controller.abort();
  }, [token, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
