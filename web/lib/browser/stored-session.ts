import { readStored, removeStored, writeStored } from './local-storage';

/**
 * Spec section 3: the browser keeps the logged-in learner under local storage key 'data' as
 * `{user, token, FullName, phonenumber}`, the login answer's spelling; the app reads and writes it under its own names
 * (StoredSession). Browser-only; every function here is safe when storage is refused (privacy mode), which reads as
 * logged out.
 */
export const SESSION_KEY = 'data';
const CHANGE_EVENT = 'academy:session-change';

export type StoredSession = { email?: string; token?: string; fullName?: string; phone?: string };
type WireSession = { user?: unknown; token?: unknown; FullName?: unknown; phonenumber?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What /api/user/login answers (spec section 3). */
export type LoginAnswer = { email: string; token: string; FullName: string; phonenumber: string };

/** The login answer as the session it opens. */
export const sessionFromLogin = (answer: LoginAnswer): StoredSession => ({
  email: answer.email,
  token: answer.token,
  fullName: answer.FullName,
  phone: answer.phonenumber,
});

export const readSessionRaw = () => readStored(SESSION_KEY);

export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const stored = value as WireSession;
    return {
      email: text(stored.user),
      token: text(stored.token),
      fullName: text(stored.FullName),
      phone: text(stored.phonenumber),
    };
  } catch {
    return null;
  }
}

const announce = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export function storeSession(session: StoredSession): void {
  const stored: WireSession = {
    user: session.email,
    token: session.token,
    FullName: session.fullName,
    phonenumber: session.phone,
  };
  writeStored(SESSION_KEY, JSON.stringify(stored));
  announce();
}

/** Changes some of the stored session's fields (the account page's new name, phone or email); nothing when logged out. */
export function updateStoredSession(change: Partial<StoredSession>): void {
  const session = parseSession(readSessionRaw());
  if (session) storeSession({ ...session, ...change });
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
  return token ? { authorization: `Bearer ${token}` } : {};
}
