import 'server-only';
import { randomBytes } from 'node:crypto';
import { isMailedToken, mailedTokenHash, newMailedToken, readSignedToken, signedToken } from '../mailed-tokens';

// Issue 53: the link a demo request's mail and thank-you page carry opens its booking without a login
// (../mailed-tokens.ts).
export const newDemoToken = newMailedToken;
export const demoTokenHash = mailedTokenHash;
export const isMailedDemoToken = isMailedToken;

/** A booking's calendar event's name for good: every invitation, move and cancel of it names the same. */
export const newDemoUid = (host: string) => `demo-${randomBytes(12).toString('hex')}@${host}`;

// The learner's account page opens the same booking page with a link of its own (issue 53, ../mailed-tokens.ts),
// working for 2 hours. A mail the console's change sends (a counsellor booked, moved or cancelled; a missed class)
// carries one too, lasting as long as the booking's own link would.
const ACCOUNT_LINK_SECONDS = 2 * 3600;
const ACCOUNT_PURPOSE = 'demo-account-link';

/** A signed link to the booking, working until `until`: '12-1796000000-{signature}'. */
export const signedDemoToken = (bookingId: number, until: Date): string =>
  signedToken(ACCOUNT_PURPOSE, bookingId, until);

export const accountDemoToken = (bookingId: number, now = new Date()): string =>
  signedDemoToken(bookingId, new Date(now.getTime() + ACCOUNT_LINK_SECONDS * 1000));

/** The booking a signed link names while it works and its signature is ours; null otherwise. */
export const readAccountDemoToken = (token: string, now = new Date()): number | null =>
  readSignedToken(ACCOUNT_PURPOSE, token, now);
