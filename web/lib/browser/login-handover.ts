// Issue 52: Sign up and Forgot password end on Login (spec section 4). Login then says what just happened and has the
// email filled in. The form leaves a short-lived note in sessionStorage (this tab only) rather than in the address:
// an email never goes into a URL, where history, logs and referrers would keep it.

import { tabStorage } from './local-storage';

const KEY = 'login-handover';
const FRESH_MS = 60_000;

/** What the learner just did: created the account, or set a new password. */
export type LoginHandover = { email: string; done: 'created' | 'reset' };
type Note = LoginHandover & { at: number };

/** Called by a form just before it opens Login. */
export function handOverToLogin(handover: LoginHandover) {
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ ...handover, at: Date.now() } satisfies Note));
  } catch {
    // storage full or refused (privacy modes): Login opens as it always does
  }
}

/** The note a form left moments ago, removed as it is read; null when there is none. */
export function takeLoginHandover(): LoginHandover | null {
  const raw = tabStorage()?.getItem(KEY);
  if (!raw) return null;
  tabStorage()?.removeItem(KEY);
  try {
    const note = JSON.parse(raw) as Partial<Note>;
    const fresh = typeof note.at === 'number' && Date.now() - note.at < FRESH_MS;
    if (!fresh || typeof note.email !== 'string' || (note.done !== 'created' && note.done !== 'reset')) return null;
    return { email: note.email, done: note.done };
  } catch {
    return null;
  }
}
