import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import {
  databaseIsDown,
  describe,
  failedForWantOfDatabase,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '@/lib/db/availability';
import { asHttpError } from './errors';

type Handler = () => Promise<Response | unknown>;

/** What no cache may keep: writes' answers and every error (a CDN must not serve a 503 for minutes). */
export const NO_STORE = 'no-store';

/**
 * Runs a route's work and maps every failure to a JSON error: known errors keep their status and headers, bad
 * input is a 400, a database that cannot be reached is a 503 with Retry-After, and anything else is logged and reported without
 * details. Plain data is answered with `status` (201 for created records). Answers are `no-store` unless the work
 * chose its own caching (a stored photo, a cacheable read: see ./cacheable-read.ts).
 */
export async function respond(work: Handler, status = 200): Promise<Response> {
  try {
    const result = await work();
    const response = result instanceof Response ? result : NextResponse.json(result, { status });
    if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', NO_STORE);
    return response;
  } catch (error) {
    // Next's own control flow (prerender bail-outs under cacheComponents, notFound, redirect) must pass through.
    unstable_rethrow(error);
    const response = errorResponse(error);
    response.headers.set('Cache-Control', NO_STORE);
    return response;
  }
}

export function errorResponse(error: unknown): Response {
  const known = asHttpError(error);
  if (known)
    return NextResponse.json(
      { error: known.message, ...known.extra },
      { status: known.status, headers: known.headers },
    );
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return NextResponse.json({ error: `${where}${first?.message ?? 'Invalid request'}` }, { status: 400 });
  }
  // A read that failed inside 'use cache' (a new search, a share picture) is Next's error by then: the database's
  // state says why (issue 50: those answered 500).
  if (failedForWantOfDatabase(error)) {
    // The outage itself is logged once by lib/db; a busy pool or a statement past its time is worth a line each.
    if (!databaseIsDown()) console.warn(`[api] database call failed: ${describe(error)}`);
    return NextResponse.json(
      { error: UNAVAILABLE_MESSAGE },
      { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    );
  }
  console.error('[api] unexpected error', error);
  return NextResponse.json({ error: 'Something went wrong. Please try again later.' }, { status: 500 });
}
