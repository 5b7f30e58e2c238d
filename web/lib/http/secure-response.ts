import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { isPayPagePath, razorpayAddresses } from '@/lib/payment-defaults';
import { contentSecurityPolicy, HSTS, isStoredFilePath, STORED_FILE_CSP } from './security-headers';

/**
 * HTTPS as the browser saw it. `next start` speaks plain HTTP, so HTTPS means a TLS-terminating proxy, and only
 * its X-Forwarded-Proto (first entry) says so. Next.js derives request.nextUrl's protocol from that same header,
 * which any client can send, so without TRUST_PROXY nothing counts. (A forged header could at most add HSTS to a
 * plain-HTTP answer, where browsers ignore it.)
 */
export function arrivedOverHttps(request: NextRequest): boolean {
  if (env.TRUST_PROXY === 0) return false;
  const first = (request.headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** 128 random bits, fresh for every request, as the CSP nonce. */
const newNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');

/**
 * Adds the Content-Security-Policy (and HSTS over HTTPS) to what the proxy answers; `response` undefined means the
 * request goes on to its route, a rewrite that it goes on to another (a stored view: `/` is /views/home/current).
 * The other security headers come from next.config.ts for every response. `rendersPerRequest`: the page is rendered
 * for this request (not served prerendered), so it can carry a nonce: Next.js stamps the nonce it finds in the
 * request's Content-Security-Policy header on every script while it renders.
 */
export function secureResponse(
  request: NextRequest,
  response: Response | undefined,
  rendersPerRequest: boolean,
): Response {
  const https = arrivedOverHttps(request);
  const options = {
    dev: process.env.NODE_ENV === 'development',
    studioOrigin: env.SANITY_STUDIO_ORIGIN,
    https,
    checkout: isPayPagePath(request.nextUrl.pathname) ? checkoutOrigins() : [],
  };
  const rewrite = response?.headers.get('x-middleware-rewrite');
  let policy: string;
  if ((!response || rewrite) && rendersPerRequest) {
    policy = contentSecurityPolicy({ ...options, nonce: newNonce() });
    // Next.js reads the nonce from the request's policy and puts it on every script it renders; a rewritten request
    // must carry it too, or a stored page in draft preview would get the nonce-less policy.
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', policy);
    response = rewrite
      ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers }, status: response!.status })
      : NextResponse.next({ request: { headers } });
  } else {
    policy = isStoredFilePath(request.nextUrl.pathname) ? STORED_FILE_CSP : contentSecurityPolicy(options);
    response ??= NextResponse.next();
  }
  response.headers.set('Content-Security-Policy', policy);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

/**
 * The other origins a pay page's Checkout needs (issue 55): Razorpay's script and its API's frames and form post, or
 * the script's origin that RAZORPAY_CHECKOUT_SCRIPT names; none for the sandbox this site serves itself.
 */
function checkoutOrigins(): string[] {
  if (env.PAYMENTS === 'off') return [];
  const { apiBase, checkoutScript } = razorpayAddresses(env);
  const origins = new Set([apiBase, checkoutScript].map((url) => new URL(url, env.SITE_URL).origin));
  origins.delete(new URL(env.SITE_URL).origin);
  return [...origins];
}
