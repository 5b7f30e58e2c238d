/** Sanity signs webhooks with `t=<milliseconds>,v1=<hmac>`; the timestamp is part of what is signed. */
const signedAtPattern = /^t=(\d+)[, ]+v1=[^, ]+$/;

/** A signed call older than this is refused, so a captured request cannot be replayed later. */
export const maxSignatureAgeMs = 5 * 60_000;
// Clocks drift a little; a timestamp further ahead than this is as suspect as an old one.
export const maxClockSkewMs = 60_000;

/** When the header says the call was signed, or null for a missing or malformed header. */
export function signedAt(header: string | null | undefined): number | null {
  const match = header ? signedAtPattern.exec(header.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** Whether a signature made at `timestamp` (ms) is recent enough to accept at `now`. */
export function isFreshSignature(timestamp: number, now = Date.now()): boolean {
  return now - timestamp <= maxSignatureAgeMs && timestamp - now <= maxClockSkewMs;
}
