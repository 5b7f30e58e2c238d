import { createHash } from 'node:crypto';
import { leadingZeroBits, proofText } from '@/lib/contract/work-proof';

/** Finds the nonce for a client-pass challenge as the site's forms do, with node's SHA-256; the header's value. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const text = proofText(challenge, nonce);
    if (leadingZeroBits(createHash('sha256').update(text).digest()) >= difficulty) return text;
  }
}

/** Earns a client pass from a server: its challenge, solved. */
export async function earnPass(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/otp/challenge`);
  if (response.status !== 200) throw new Error(`challenge: HTTP ${response.status}`);
  const { challenge, difficulty } = (await response.json()) as { challenge: string; difficulty: number };
  return solveChallenge(challenge, difficulty);
}
