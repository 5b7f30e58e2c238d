import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { leadingZeroBits, proofText } from '@/lib/contract/work-proof';
import { sign, signatureMatches } from './signing-key';

/**
 * A client pass: what a browser earns by loading a form that sends an OTP, when the client's address cannot be
 * known (no trusted proxy). The server hands out a signed challenge (`issueChallenge`); the browser finds a nonce
 * whose hash with it starts with `difficulty` zero bits (about 2^difficulty hashes: a fraction of a second for one
 * sign-up, real work for a thousand) and sends `challenge~nonce` in the X-Client-Pass header. The pass then stands
 * for one client: its sends are counted per pass, and it is what lets a send draw on the last third of the site's
 * mail budget, which sends without one cannot reach (limits.ts). Nothing is stored until a pass is spent.
 */
const PASS_SECONDS = 3600;
const VERSION = 'p1';

export type Challenge = { challenge: string; difficulty: number; expiresInSeconds: number };

/** A fresh challenge at this difficulty. */
export function issueChallenge(difficulty: number): Challenge {
  const body = `${VERSION}.${randomBytes(12).toString('base64url')}.${Math.floor(Date.now() / 1000)}.${difficulty}`;
  return { challenge: `${body}.${sign('client-pass', body)}`, difficulty, expiresInSeconds: PASS_SECONDS };
}

/** The pass's id when `header` holds a challenge this server issued, not expired, with a nonce that proves the work. */
export function passHolder(header: string | null): string | null {
  const match = /^(p1\.([\w-]{16})\.(\d{1,12})\.(\d{1,2}))\.([\w-]{43})~(\d{1,16})$/.exec(header ?? '');
  if (!match) return null;
  const [, body, id, issued, bits, signature, nonce] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!signatureMatches('client-pass', body, signature)) return null;
  const age = Date.now() / 1000 - Number(issued);
  if (age < -60 || age > PASS_SECONDS) return null;
  const digest = createHash('sha256')
    .update(proofText(`${body}.${signature}`, Number(nonce)))
    .digest();
  return leadingZeroBits(digest) >= Number(bits) ? id : null;
}
