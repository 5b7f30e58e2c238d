import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** POSTs that change nothing: the GraphQL read API has no mutations, and any site may query it (CORS is open). */
const READ_ONLY_POSTS = new Set(['/api/graphql']);
/** A post another site makes by design and that proves itself: Razorpay Checkout's signed return (issue 55). */
const SIGNED_RETURN = /^\/api\/payments\/razorpay\/return\/[^/]+$/;

/**
 * Refuses API writes that a browser sends on behalf of another site (issue 12, item 6). A multipart or
 * text/plain POST needs no CORS preflight, so without this any page could submit a review or an enrolment in
 * its visitor's name. Browsers say where a request comes from: `Sec-Fetch-Site` (every current browser) and
 * `Origin`; page scripts can set neither. Clients that send neither (curl, server-to-server calls such as the
 * Sanity webhook and the HTTP backend adapter, the tests) are not browsers acting for a third party and pass.
 */
export function refuseCrossSiteWrite(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl;
  if (!WRITES.has(request.method) || !pathname.startsWith('/api/') || READ_ONLY_POSTS.has(pathname)) return undefined;
  if (SIGNED_RETURN.test(pathname)) return undefined;
  if (!isCrossSite(request)) return undefined;
  return NextResponse.json({ error: 'Cross-site requests are not allowed' }, { status: 403 });
}

function isCrossSite(request: NextRequest): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.get('origin');
  // 'same-site' covers a sibling subdomain, which the exact host comparison below would refuse.
  if (origin === null || fetchSite === 'same-site') return false;
  return !ownHosts(request).has(hostOf(origin) ?? '');
}

/** The hosts this site answers on: the one the request was sent to, and the configured public address. */
function ownHosts(request: NextRequest): Set<string> {
  const hosts = new Set([request.nextUrl.host, hostOf(env.SITE_URL)]);
  const host = request.headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  hosts.delete(undefined);
  return hosts as Set<string>;
}

/** `host[:port]` of an origin or URL, lower-cased; undefined for 'null' (sandboxed pages, file:) or garbage. */
function hostOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a write comes from a page of this site, as its browser says in `Origin`: stricter than
 * refuseCrossSiteWrite, for the staff console's actions, which only its own pages send; no Origin is refused too.
 */
export function isSameOriginWrite(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  return (
    origin !== null &&
    request.headers.get('sec-fetch-site') !== 'cross-site' &&
    ownHosts(request).has(hostOf(origin) ?? '')
  );
}
