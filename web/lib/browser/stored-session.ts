import { readStored, removeStored, writeStored } from './local-storage';

/**
 * Spec section 3: the browser keeps the logged-in learner under local storage key 'data' as
 * `{user, token, FullName, phonenumber}`. Browser-only; every function here is safe when storage is refused
 * (privacy mode), which reads as logged out.
 */
export const SESSION_KEY = 'data';
const CHANGE_EVENT = 'academy:session-change';

export type StoredSession = { user?: string; token?: string; FullName?: string; phonenumber?: string };

export const readSessionRaw = () => readStored(SESSION_KEY);

export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as StoredSession) : null;
  } catch {
    return null;
  }
}

const announce = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export function storeSession(session: StoredSession): void {
  writeStored(SESSION_KEY, JSON.stringify(session));
  announce();
}

export function clearSession(): void {
  removeStored(SESSION_KEY);
  announce();
}

/** Calls `onChange` when the session changes in this tab or another; returns the unsubscribe function. */
export function subscribeSession(onChange: () => void): () => void {
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
  const token = parseSession(readSessionRaw())?.token;
  return typeof token === 'string' && token ? { authorization: `Bearer ${token}` } : {};
}
