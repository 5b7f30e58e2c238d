import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sign, signatureMatches } from './signing-key';

// A link mailed to a learner that opens something of theirs without a login (a demo's booking page, issue 53; a
// fee's pay page, issue 55) carries its key in its token: 192 random bits, kept only as a SHA-256, so the table
// cannot be read back into working links.

/** The form a mailed token has: a forged or mangled one is refused before the database is asked. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const newMailedToken = () => randomBytes(24).toString('base64url');

export const mailedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const isMailedToken = (token: string) => TOKEN.test(token);

// The learner's account page opens the same pages with links of its own: signed, naming the record and when the link
// stops working, as nothing of the mailed token is kept to give it back. Dashes between the parts, never dots: an
// address that ends in a dot and letters reads as a file's (lib/routes/canonical-path.ts isPagePath), and a quarter
// of all signatures are letters and digits only.
const SIGNED_TOKEN = /^(\d{1,9})-(\d{10})-([A-Za-z0-9_-]{43})$/;

export const isSignedToken = (token: string) => SIGNED_TOKEN.test(token);

/** A signed link to record `id` for one `purpose`, working until `until`: '12-1796000000-{signature}'. */
export function signedToken(purpose: string, id: number, until: Date): string {
  const text = `${id}.${Math.floor(until.getTime() / 1000)}`;
  return `${text.replace('.', '-')}-${sign(purpose, text)}`;
}

/** The record a signed link names while it works and its signature is ours for `purpose`; null otherwise. */
export function readSignedToken(purpose: string, token: string, now = new Date()): number | null {
  const match = SIGNED_TOKEN.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return signatureMatches(purpose, `${id}.${expires}`, signature!) ? Number(id) : null;
}
