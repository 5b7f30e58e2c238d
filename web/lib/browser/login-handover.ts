// Issue 52: Sign up and Forgot password end on Login (spec section 4). Login then says what just happened and has the
// email filled in. The form leaves a short-lived note in sessionStorage (this tab only) rather than in the address:
// an email never goes into a URL, where history, logs and referrers would keep it.

import { leaveTabNote, takeTabNote } from './local-storage';

const KEY = 'login-handover';
const FRESH_MS = 60_000;

/** What the learner just did: created the account, or set a new password. */
export type LoginHandover = { email: string; done: 'created' | 'reset' };

/** Called by a form just before it opens Login. */
export const handOverToLogin = (handover: LoginHandover) => leaveTabNote(KEY, handover);

/** The note a form left moments ago, removed as it is read; null when there is none. */
export function takeLoginHandover(): LoginHandover | null {
  const note = takeTabNote(KEY, FRESH_MS);
  if (typeof note?.email !== 'string' || (note.done !== 'created' && note.done !== 'reset')) return null;
  return { email: note.email, done: note.done };
}
