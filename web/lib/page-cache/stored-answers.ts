import 'server-only';
import { gzipSync } from 'node:zlib';
import { NextResponse, type NextRequest } from 'next/server';
import { copiesStayCurrent, isCurrentCopy, revalidationEpoch } from '@/lib/cache/revalidation-epoch';
import { renderInside } from './inner-render';
import { copyHeader, copyStore as store, STORED_PAGE_ROUTE } from './stored-copies';

/**
 * Issue 31: the catalogue as fast as a static page. A stored page is rendered once, but on every request Next still
 * copies its HTML into a buffer, hashes it for the ETag and gzips it anew, work that grows with the page: /course
 * (107 KB of HTML, 50 course cards) went out at 0.6x the rate of /about (36 KB). The proxy keeps each stored
 * catalogue page gzipped once, in this process's memory, and has it sent as it is (stored-copies.ts):
 *
 * - A copy is filled in the background, after Next has answered the request that found none, by asking the page's
 *   own address (inner-render.ts), and only from what Next itself serves as current: 200, from its store.
 * - Every tag revalidation in this process ends all copies (revalidation-epoch.ts): a copy counts only while no tag
 *   has changed since its fill began, so a new review is on the very next request, as it was. A copy is also asked
 *   of Next again after COPY_KEEP_MS (30 s), for pages whose stored render expires by time.
 * - Only a page load (a GET that takes gzip) is served from a copy; a conditional or range request, the router's
 *   RSC requests and anything else go to Next. With REDIS_URL, instances share their revalidations through Redis
 *   (lib/redis), which this process would not see here, so there are no copies.
 */

/** Fills at once: each is one more request to this process, so a flood of made-up searches adds only a few. */
const MAX_FILLS = 4;
/** A larger page is left to Next. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** The page's headers a copy keeps: the security headers are set for each answer (proxy.ts, next.config.ts). */
const KEPT_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'link',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
];
/** Request headers that ask for something other than the whole page. */
const PARTIAL_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'range'];

/**
 * The stored page serving this address, in the app's tree without the language, or null: its stored view
 * (static-views.ts: the home page, the catalogue, a search, a category's later pages), or a category's or a course's
 * own page asked without a query (the proxy has answered unknown, moved and archived ones already).
 */
export function storedPagePath(pathname: string, search: string, view: string | null): string | null {
  if (view !== null) return view;
  return search === '' && /^\/course\/[^/]+(\/[^/]+)?$/.test(pathname) ? pathname : null;
}

/**
 * The proxy's answer from the copy of `treePath` (the stored page's address in its language's tree:
 * /en/views/catalogue/_all/1), or undefined to let Next answer; a request that finds no current copy fills one.
 */
export function storedAnswer(request: NextRequest, treePath: string): Response | undefined {
  if (!copiesStayCurrent() || !wantsWholeGzippedPage(request)) return undefined;
  const copy = store.copies.get(treePath);
  if (!copy || !isCurrentCopy(copy)) {
    void fill(treePath);
    return undefined;
  }
  // The most recently used is never the one dropped, so the route still finds it.
  store.copies.keep(treePath, copy);
  const headers = new Headers(request.headers);
  headers.set(...copyHeader(treePath));
  return NextResponse.rewrite(new URL(STORED_PAGE_ROUTE, request.url), { request: { headers } });
}

/**
 * A GET of the whole page, which takes gzip. The router's requests for a page's RSC payload are not: Next hides their
 * headers (RSC, Next-Router-*) and `_rsc` from the proxy, but a browser marks them Sec-Fetch-Dest: empty, where a
 * page load is `document`. A client that sends no Sec-Fetch-Dest (a browser from before 2023) gets the page for its
 * router's request, which Next's router takes as a sign to load the address as a document: it still shows the page.
 */
function wantsWholeGzippedPage(request: NextRequest): boolean {
  if (request.method !== 'GET' || PARTIAL_REQUEST_HEADERS.some((name) => request.headers.has(name))) return false;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return false;
  return acceptsGzip(request.headers.get('accept-encoding'));
}

/** The client takes gzip: `gzip` or `*` listed without q=0. */
export function acceptsGzip(header: string | null): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim());
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

async function fill(treePath: string) {
  if (store.filling.has(treePath) || store.filling.size >= MAX_FILLS) return;
  store.filling.add(treePath);
  const epoch = revalidationEpoch();
  try {
    const page = await renderInside(null, treePath);
    // Only what Next serves as current: a stale page is being rendered anew, and an error is no page.
    if (page?.status !== 200 || page.headers.has('set-cookie') || page.headers.has('x-nextjs-postponed')) return;
    const cache = page.headers.get('x-nextjs-cache');
    const html = Buffer.from(page.body);
    if ((cache !== 'HIT' && cache !== 'MISS') || html.byteLength > MAX_PAGE_BYTES || revalidationEpoch() !== epoch)
      return;
    const headers = KEPT_HEADERS.flatMap((name): [string, string][] =>
      page.headers.has(name) ? [[name, page.headers.get(name)!]] : [],
    );
    if (!/accept-encoding/i.test(page.headers.get('vary') ?? '')) headers.push(['vary', 'Accept-Encoding']);
    store.copies.keep(treePath, { headers, gzip: gzipSync(html), epoch, madeAt: Date.now() });
  } finally {
    store.filling.delete(treePath);
  }
}
