import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '@/lib/academy/signing-key';

// A search names a learner ('asha', '98765'): the inbox's address carries it encrypted, so no server log, browser
// history entry or Referer ever holds it in the clear, while the filtered list can still be reloaded and shared
// between staff. AES-256-GCM: a changed token is refused, never read as some other search.
const PURPOSE = 'staff-lead-search';
const LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** `text` encrypted, with when it was sealed, as base64url. */
export function sealSearch(text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(PURPOSE), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify([Date.now(), text]), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The search a token holds, or null for one that was changed, is older than a week, or comes from another key. */
export function unsealSearch(token: string): string | null {
  if (!/^[\w-]{40,600}$/.test(token)) return null;
  try {
    const raw = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(PURPOSE), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const [sealedAt, text] = JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
    ) as [number, string];
    return typeof text === 'string' && Date.now() - sealedAt < LIFETIME_MS ? text : null;
  } catch {
    return null;
  }
}
