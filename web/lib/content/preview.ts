import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison; an unset expected secret matches nothing, so preview stays off. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Only paths on this site: an open redirect would let a forged preview link send reviewers anywhere. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

export const redirectTo = (location: string) =>
  new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
