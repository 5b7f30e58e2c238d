import 'server-only';
import { randomBytes } from 'node:crypto';
import { sign, signatureMatches } from '@/lib/academy/signing-key';
import { isMailedToken, mailedTokenHash, newMailedToken } from '../mailed-tokens';

// Issue 53: the link a demo request's mail and thank-you page carry opens its booking without a login
// (../mailed-tokens.ts).
export const newDemoToken = newMailedToken;
export const demoTokenHash = mailedTokenHash;
export const isMailedDemoToken = isMailedToken;

/** A booking's calendar event's name for good: every invitation, move and cancel of it names the same. */
export const newDemoUid = (host: string) => `demo-${randomBytes(12).toString('hex')}@${host}`;

// The learner's account page opens the same booking page with a link of its own (issue 53): signed, naming the
// booking and when it stops working (2 hours on), as nothing of the mailed token is kept to give it back. A mail the
// console's change sends (a counsellor booked, moved or cancelled; a missed class) carries one too, lasting as long
// as the booking's own link would.
const ACCOUNT_LINK_SECONDS = 2 * 3600;
const ACCOUNT_PURPOSE = 'demo-account-link';
// Dashes between the parts, never dots: an address that ends in a dot and letters reads as a file's
// (lib/routes/canonical-path.ts isPagePath), and a quarter of all signatures are letters and digits only.
const ACCOUNT_TOKEN = /^(\d{1,9})-(\d{10})-([A-Za-z0-9_-]{43})$/;

/** A signed link to the booking, working until `until`: '12-1796000000-{signature}'. */
export function signedDemoToken(bookingId: number, until: Date): string {
  const text = `${bookingId}.${Math.floor(until.getTime() / 1000)}`;
  return `${text.replace('.', '-')}-${sign(ACCOUNT_PURPOSE, text)}`;
}

export const accountDemoToken = (bookingId: number, now = new Date()): string =>
  signedDemoToken(bookingId, new Date(now.getTime() + ACCOUNT_LINK_SECONDS * 1000));

/** The booking a signed link names while it works and its signature is ours; null otherwise. */
export function readAccountDemoToken(token: string, now = new Date()): number | null {
  const match = ACCOUNT_TOKEN.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return signatureMatches(ACCOUNT_PURPOSE, `${id}.${expires}`, signature!) ? Number(id) : null;
}
