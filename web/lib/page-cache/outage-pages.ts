import 'server-only';
import type { NextRequest } from 'next/server';
import { databaseIsDown, RETRY_AFTER_SECONDS } from '@/lib/db/availability';
import { treePath, type Locale } from '@/lib/i18n/locales';
import { isInnerRender, renderInside } from './inner-render';

/**
 * While the database is away, a page that needs it and is not stored fails to render (app/_lib/failed-read.ts
 * throws), and Next answers 500. Next gives a page no way to choose its status, so while the database is down the
 * proxy renders each page once more itself: a stored page goes out as stored, with its status; a page that failed
 * is answered with the "Temporarily unavailable" page, 503 and Retry-After, so crawlers and caches keep nothing of
 * it and learners know to come back (inner-render.ts). The outage costs one local call per page; nothing changes
 * while it is up.
 */
export const UNAVAILABLE_VIEW = '/views/unavailable';

/**
 * The page's answer while the database is down, or undefined to let the request go its usual way (the database is
 * up, it is not a GET, it is the inner request itself, or this process cannot reach itself).
 * `view`: the stored view that serves the address (static-views.ts), asked for directly: a stored view reached
 * through the proxy's rewrite while the database is away answered 500 (Next runs the proxy again for it, with a
 * relative URL that its adapter cannot parse), while the view's own address is served from the store.
 */
export async function pageDuringOutage(
  request: NextRequest,
  view: string | null,
  locale: Locale,
): Promise<Response | undefined> {
  if (!databaseIsDown() || request.method !== 'GET' || isInnerRender(request)) return undefined;
  // /course without a stored view (a search, a page past 200) is rendered per request from the database, and
  // streams: its shell would go out with 200 before its courses failed. A client-side navigation (or prefetch) asks
  // for the page's RSC payload, which fails to render like the page (outagePage answers it).
  if (!request.headers.has('rsc') && (view !== null || request.nextUrl.pathname !== '/course')) {
    // The page's address in its language's tree, asked for directly: Next would run the proxy's rewrite to it again,
    // with a relative URL its adapter cannot parse (a 500).
    const inner = await renderInside(
      request,
      treePath(locale, view ?? request.nextUrl.pathname) + request.nextUrl.search,
    );
    if (!inner) return undefined;
    if (inner.status < 500) return new Response(inner.body, { status: inner.status, headers: inner.headers });
  }
  return outagePage(request, locale);
}

/**
 * The "Temporarily unavailable" page with 503 while the database is down, for a page that cannot show anything
 * without it; undefined while it is up, or when this process cannot reach itself. The staff console's pages come here
 * directly (proxy.ts): each needs the database and is rendered per request and streamed, so it went out as 200 with
 * an empty error page (issue 50), and none is ever stored.
 */
export async function outagePage(request: NextRequest, locale: Locale): Promise<Response | undefined> {
  if (!databaseIsDown() || isInnerRender(request)) return undefined;
  // An RSC request gets a 503 without a payload, which makes Next's router load the address as a document instead
  // (a full page load), which is then answered here as a page.
  if (request.headers.has('rsc'))
    return unavailable(new Headers({ 'Content-Type': 'text/plain; charset=utf-8' }), 'Temporarily unavailable');
  const notice = await renderInside(request, treePath(locale, UNAVAILABLE_VIEW));
  if (!notice) return undefined;
  notice.headers.delete('x-nextjs-cache');
  return unavailable(notice.headers, notice.body);
}

/**
 * Routes other than pages that read the database and cannot choose their status: Next answers a metadata route
 * (app/sitemap.ts) that throws with 500, so while the database is down the proxy answers it with 503 itself.
 */
const ROUTES_NEEDING_THE_DATABASE = new Set(['/sitemap.xml']);

/** 503 for such a route while the database is down; undefined for any other request, or while it is up. */
export function routeDuringOutage(request: NextRequest): Response | undefined {
  if (!databaseIsDown() || !ROUTES_NEEDING_THE_DATABASE.has(request.nextUrl.pathname)) return undefined;
  return unavailable(new Headers({ 'Content-Type': 'text/plain; charset=utf-8' }), 'Temporarily unavailable');
}

/** A 503 that no cache keeps and that says when to come back. */
function unavailable(headers: Headers, body: string): Response {
  headers.set('Cache-Control', 'no-store');
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new Response(body, { status: 503, headers });
}
