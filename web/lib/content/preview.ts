import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison; an unset expected secret matches nothing, so preview stays off. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const PROBE_ORIGIN = 'http://same.site.invalid';

/**
 * Only paths on this site: an open redirect would let a forged preview link send reviewers anywhere. Browsers
 * drop tabs and newlines from a Location and read a backslash as a slash, so '/\t/evil.example' or '/\\evil.example'
 * would become '//evil.example'; any whitespace, control character or backslash is refused outright. What remains
 * is resolved as a URL ('/..//evil' normalises to '//evil') and must stay on this origin; the answer is its
 * re-encoded path and query, plain ASCII, so it is always a valid header value. Anything else goes home.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || /[\s\\\p{Cc}]/u.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  const path = url.pathname + url.search;
  if (url.origin !== PROBE_ORIGIN || !path.startsWith('/') || path.startsWith('//')) return '/';
  return path;
}

export const redirectTo = (location: string) =>
  new Response(null, { status: 307, headers: { Location: location, 'Cache-Control': 'no-store' } });
