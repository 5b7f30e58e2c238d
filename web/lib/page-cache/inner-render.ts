import 'server-only';
import type { NextRequest } from 'next/server';
import { globalSingleton } from '@/lib/global-singletons';

/**
 * The proxy's own render of one of the app's pages, for an answer Next cannot give by itself (a page cannot choose
 * its status): the stored page or "Temporarily unavailable" with 503 while the database is away
 * (outage-pages.ts), a Hindi 404 page for an address the proxy knows is missing (missing-page.ts). The inner request
 * carries a header only this process knows and passes the proxy untouched.
 */
const INNER_HEADER = 'x-academy-inner-render';
const secret = globalSingleton('innerSecret', () => crypto.randomUUID());

/** Headers of the inner answer that describe its transfer, not its content: fetch has already undone them. */
const TRANSFER_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

/** Bound on the inner render: a page that needs the database must not wait on it now (getDb fails at once). */
const INNER_TIMEOUT_MS = 10_000;

/** The request is this process's own inner render. */
export const isInnerRender = (request: NextRequest) => request.headers.get(INNER_HEADER) === secret;

/** This process's own address, when it knows it (`next start` sets these). */
const ownOrigin = () =>
  process.env.__NEXT_PRIVATE_ORIGIN || (process.env.PORT && `http://127.0.0.1:${process.env.PORT}`) || undefined;

export type InnerAnswer = { status: number; headers: Headers; body: string };

/**
 * Renders `path` (an address in the app's tree: /hi/views/missing) with the request's own headers, or undefined
 * when this process cannot reach itself. Without a request: the page as anybody gets it (no cookie, no condition),
 * for a copy that serves every visitor (stored-answers.ts).
 */
export async function renderInside(request: NextRequest | null, path: string): Promise<InnerAnswer | undefined> {
  const origin = ownOrigin();
  if (!origin) return undefined;
  const headers = new Headers(request ? request.headers : { accept: 'text/html' });
  headers.set(INNER_HEADER, secret);
  headers.delete('accept-encoding');
  try {
    const response = await fetch(new URL(path, origin), {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(INNER_TIMEOUT_MS),
    });
    const answer = new Headers(response.headers);
    for (const name of TRANSFER_HEADERS) answer.delete(name);
    return { status: response.status, headers: answer, body: await response.text() };
  } catch {
    return undefined;
  }
}
