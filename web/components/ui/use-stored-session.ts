'use client';

import { useSyncExternalStore } from 'react';
import { clearSession, parseSession, readSessionRaw, subscribeSession } from '@/lib/browser/stored-session';

/**
 * The stored session, or null when logged out. The snapshot is the raw string so React compares by value;
 * the server renders the logged-out header and the browser fills in the name after hydration.
 */
export function useStoredSession() {
  const raw = useSyncExternalStore(subscribeSession, readSessionRaw, () => null);
  return { session: parseSession(raw), clear: clearSession };
}
