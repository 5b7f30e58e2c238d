'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { readStored, removeStored } from '@/components/ui/local-storage';

/** Spec section 3: the browser keeps the logged-in learner under local storage key 'data'. */
export const SESSION_KEY = 'data';
const CHANGE_EVENT = 'academy:session-change';

export type StoredSession = { user?: string; token?: string; FullName?: string; phonenumber?: string };

// With storage disabled (privacy mode) this reads null: the learner is shown as logged out.
const readRaw = () => readStored(SESSION_KEY);

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as StoredSession) : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  // 'storage' covers other tabs; the custom event covers this tab (storage events never fire in the writer).
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Spec section 6: 'Authorization: Bearer {token}' for API requests when the stored session holds a token. */
export function sessionAuthHeader(): Record<string, string> {
  const token = parse(readRaw())?.token;
  return typeof token === 'string' && token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * The stored session, or null when logged out. The snapshot is the raw string so React compares by value;
 * the server renders the logged-out header and the browser fills in the name after hydration.
 */
export function useStoredSession() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const clear = useCallback(() => {
    removeStored(SESSION_KEY);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { session: parse(raw), clear };
}
