import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/academy/client-ip';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/lib/db/availability';
import { env } from '@/lib/env';

/**
 * With ACADEMY_API_URL set, this app keeps no academy data: the pages read through the HTTP adapter (./http.ts)
 * and every call a browser or client makes to this app's `/api` is sent on to that backend as it came (the
 * forms' writes, the learner's session calls, review photos, GraphQL, the health check). Only the content
 * layer's own routes stay here, the Sanity webhook and the draft-mode switches, and the search boxes' suggestions,
 * which are read through the backend layer like the pages (lib/backend/course-suggestions.ts).
 */
const LOCAL_API = [/^\/api\/revalidate\/?$/, /^\/api\/draft-mode(\/|$)/, /^\/api\/suggestions\/?$/];

/**
 * What is sent on: the body's type, the learner's token and content negotiation. The browser's own Origin and
 * Sec-Fetch-* headers are not: this app checked them (lib/http/same-origin.ts), and the backend sees a server. The
 * client's address goes as the one X-Forwarded-For entry, and only when this app knows it (TRUST_PROXY), so the
 * backend's per-address limits count learners, not this app; the backend trusts one proxy (TRUST_PROXY=1) for it.
 */
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'user-agent',
  // Razorpay's webhook (issue 55): the backend checks the signature over the body, which goes on unchanged.
  'x-razorpay-signature',
  'x-razorpay-event-id',
];
/** Not passed back: the body is sent decoded and re-framed, and the backend's cookies are for its own host. */
const DROPPED_RESPONSE_HEADERS = [
  'connection',
  'content-encoding',
  'content-length',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
];
/** A photo upload from a slow phone connection streams through in this time. */
const FORWARD_TIMEOUT_MS = 60_000;

/** The backend's address for an API path of this app, or null when the path is this app's own or no backend is set. */
export function remoteApiUrl(pathname: string, search: string): string | null {
  if (!env.ACADEMY_API_URL || !pathname.startsWith('/api/') || LOCAL_API.some((local) => local.test(pathname)))
    return null;
  return `${env.ACADEMY_API_URL.replace(/\/+$/, '')}${pathname.slice('/api'.length)}${search}`;
}

/** Sends the request on to the academy backend and answers with what it said; a 503 when it cannot be reached. */
export async function forwardToBackend(request: NextRequest, target: string): Promise<Response> {
  const headers = new Headers();
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const address = clientIp(request);
  if (address) headers.set('x-forwarded-for', address);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // A streamed request body needs this (fetch's half-duplex mode).
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    } as RequestInit);
  } catch (error) {
    console.error(`[api] the academy backend at ${new URL(target).host} did not answer: ${reason(error)}`);
    return NextResponse.json(
      { error: UNAVAILABLE_MESSAGE },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
  const out = new Headers(answer.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) out.delete(name);
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
}

function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message || cause.name : String(cause);
}
