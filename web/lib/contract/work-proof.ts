/**
 * The proof of work a browser does before asking for an OTP (lib/academy/client-pass.ts on the server,
 * lib/browser/client-pass.ts in the browser): a nonce such that SHA-256 of `${challenge}~${nonce}` starts with
 * `difficulty` zero bits. Shared so both sides hash the same text and count the same bits.
 */
export const PASS_HEADER = 'X-Client-Pass';

/** The text that is hashed, and the header's value: the challenge as issued, `~`, the nonce in decimal. */
export const proofText = (challenge: string, nonce: number) => `${challenge}~${nonce}`;

/** How many leading zero bits a digest has. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
