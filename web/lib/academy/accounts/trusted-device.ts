import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mailboxOf } from '../mailbox';
import { signingKey } from '../signing-key';

/**
 * The browser a learner last logged in with. A refused login attempt costs nothing, so an attacker who polls a
 * victim's login keeps the account's delay (limits.ts) running for as long as they like; the owner's own browser
 * must still get in. A successful login leaves this httpOnly cookie, scoped to the login address; a login that
 * brings it back for the same mailbox is counted under the device's own delay instead of the account's, which the
 * attacker, who never logged in there, cannot touch. It is a signed value, not a session: it opens nothing without
 * the password, and a copied cookie only buys its holder the same growing delay on its own count.
 */
export const DEVICE_COOKIE = 'academy_device';
export const DEVICE_COOKIE_PATH = '/api/user/login';
export const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 3600;

const sign = (id: string, issued: number, email: string) =>
  createHmac('sha256', signingKey()).update(`device\n${id}\n${issued}\n${mailboxOf(email)}`).digest('base64url');

/** A fresh cookie value for a login to `email` that just succeeded. */
export function deviceToken(email: string): string {
  const id = randomBytes(12).toString('base64url');
  const issued = Math.floor(Date.now() / 1000);
  return `${id}.${issued}.${sign(id, issued, email)}`;
}

/** The device's id when `token` was left by a successful login to this mailbox and has not expired; else null. */
export function trustedDevice(token: string | undefined, email: string): string | null {
  const [id, issuedText, signature, ...rest] = (token ?? '').split('.');
  if (!id || !issuedText || !signature || rest.length || !/^\d{1,12}$/.test(issuedText)) return null;
  const issued = Number(issuedText);
  if (Date.now() / 1000 - issued > DEVICE_MAX_AGE_SECONDS) return null;
  const expected = Buffer.from(sign(id, issued, email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
