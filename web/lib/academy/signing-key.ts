import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { globalSingleton } from '@/lib/global-singletons';

// Without AUTH_SECRET a signature lasts as long as the process: after a restart what it signed is unknown again
// (a device is then counted as any other, a client pass must be earned again), never wrongly trusted.
/** The key the academy signs its own tokens with (device cookies, client passes): AUTH_SECRET, or one per process. */
const signingKey = () => env.AUTH_SECRET ?? globalSingleton('signingKey', () => randomBytes(32).toString('hex'));

/** The signature of `text` for one `purpose` (a device cookie's cannot pass for a client pass's), base64url. */
export const sign = (purpose: string, text: string) =>
  createHmac('sha256', signingKey()).update(`${purpose}\n${text}`).digest('base64url');

/** Whether `signature` is this process's signature of `text` for `purpose`, compared in constant time. */
export function signatureMatches(purpose: string, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(purpose, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A 256-bit key for one `purpose` (encrypting a staff search in an address), derived from the signing key. */
export const derivedKey = (purpose: string) => createHmac('sha256', signingKey()).update(`key\n${purpose}`).digest();
