import 'server-only';
import { isIP } from 'node:net';
import { env } from '@/lib/env';

/**
 * The client's address, or null when it cannot be known safely.
 *
 * `next start` gives route handlers no socket address; it only fills X-Forwarded-For from the socket when the
 * client sent none, so without a proxy the header is whatever the client chose. It is therefore read only when
 * TRUST_PROXY names how many proxies in front of the app append to it: the entry that many places from the
 * right was written by our outermost proxy and is the real client. Entries further left are the client's own.
 */
export function clientIp(request: Request): string | null {
  if (env.TRUST_PROXY === 0) return null;
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const candidate = hops[hops.length - env.TRUST_PROXY];
  return candidate && isIP(candidate) ? candidate : null;
}
