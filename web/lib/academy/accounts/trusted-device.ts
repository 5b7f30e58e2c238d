import 'server-only';
import { randomBytes } from 'node:crypto';
import { mailboxOf } from '../mailbox';
import { sign, signatureMatches } from '../signing-key';

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

/** What a device cookie signs: its id, when it was left, and the mailbox it was left for. */
const signed = (id: string, issued: number, email: string) => `${id}\n${issued}\n${mailboxOf(email)}`;

/**
 * Whose sign-in left the cookie: a learner's login, or a staff member's completed sign-in (password and code), which
 * the staff login reads the same way (issue 50) under its own signature, so neither cookie passes for the other.
 */
export type DeviceScope = 'device' | 'staff-device';

/** A fresh cookie value for a login to `email` that just succeeded. */
export function deviceToken(email: string, scope: DeviceScope = 'device'): string {
  const id = randomBytes(12).toString('base64url');
  const issued = Math.floor(Date.now() / 1000);
  return `${id}.${issued}.${sign(scope, signed(id, issued, email))}`;
}

/** The device's id when `token` was left by a successful login to this mailbox and has not expired; else null. */
export function trustedDevice(token: string | undefined, email: string, scope: DeviceScope = 'device'): string | null {
  const [id, issuedText, signature, ...rest] = (token ?? '').split('.');
  if (!id || !issuedText || !signature || rest.length || !/^\d{1,12}$/.test(issuedText)) return null;
  const issued = Number(issuedText);
  if (Date.now() / 1000 - issued > DEVICE_MAX_AGE_SECONDS) return null;
  return signatureMatches(scope, signed(id, issued, email), signature) ? id : null;
}
