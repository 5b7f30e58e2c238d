import { sha256 } from '@noble/hashes/sha2.js';
import { leadingZeroBits, proofText } from '@/lib/contract/work-proof';

/** Hashes between two yields to the page, so earning a pass never blocks typing (a few ms each). */
const HASHES_PER_SLICE = 4096;

/**
 * Earns a client pass (lib/academy/client-pass.ts on the server): asks for a challenge and finds a nonce whose
 * SHA-256 with it starts with the asked number of zero bits. About 65,000 hashes at the usual difficulty: well
 * under a second, done in the background while the learner types. Null when no challenge could be had: the code
 * is then asked for without a pass, which the server still serves unless the site is under a flood.
 */
export async function earnClientPass(): Promise<string | null> {
  let challenge: string;
  let difficulty: number;
  try {
    const response = await fetch('/api/otp/challenge', { cache: 'no-store' });
    if (!response.ok) {
      // An unread body keeps the request open (and a page that waits for the network to settle waiting).
      await response.body?.cancel();
      return null;
    }
    ({ challenge, difficulty } = (await response.json()) as { challenge: string; difficulty: number });
  } catch {
    return null;
  }
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce++) {
    const text = proofText(challenge, nonce);
    if (leadingZeroBits(sha256(encoder.encode(text))) >= difficulty) return text;
    if (nonce % HASHES_PER_SLICE === HASHES_PER_SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * One pass earned ahead: `take()` gives the pass that is ready (or waits for the one being earned) and starts on
 * the next, since each code asked for spends from its pass's small budget.
 */
export function createPassSupply() {
  let next: Promise<string | null> | null = null;
  return {
    /** Starts earning a pass now if none is on its way (the form calls it when it opens). */
    prepare() {
      next ??= earnClientPass();
    },
    async take(): Promise<string | null> {
      const pass = await (next ?? earnClientPass());
      next = earnClientPass();
      return pass;
    },
  };
}
