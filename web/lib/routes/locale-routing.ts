import { NextRequest, NextResponse } from 'next/server';
import { isPagePath } from '@/lib/routes/canonical-path';
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  localizedPath,
  splitLocalePath,
  treePath,
  type Locale,
} from '@/lib/i18n/locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** What may keep an answer that sets the language cookie: the reader's browser, for itself, asking again each time. */
const REMEMBERING_ANSWER_CACHE = 'private, no-cache';

/** A page request's language, and the request as the page checks see it (its address without the /hi). */
export type LocatedPage = { locale: Locale; page: NextRequest };

/**
 * Finds the language of a request. English has no prefix: /en/... answers 308 to the address without it. A learner
 * who chose Hindi and arrives from outside the site (a bookmark, a search engine, a typed address) at an English
 * page is sent to its Hindi address; a link followed inside the site is never turned round, so the switcher's
 * English link works.
 */
export function locatePage(request: NextRequest): LocatedPage | NextResponse {
  const { pathname } = request.nextUrl;
  if (!isPagePath(pathname)) return { locale: defaultLocale, page: request };
  const { locale, path, prefixed } = splitLocalePath(pathname);
  if (prefixed && locale === defaultLocale) return redirectTo(request, path, 308);
  // Routes match case-insensitively (spec section 2), with one spelling per page: /HI/about is /hi/about.
  if (prefixed && !pathname.startsWith(`/${locale}`)) return redirectTo(request, localizedPath(locale, path), 308);
  if (!prefixed) {
    const remembered = request.cookies.get(LOCALE_COOKIE)?.value;
    if (isLocale(remembered) && remembered !== defaultLocale && arrivesFromOutside(request)) {
      return redirectTo(request, localizedPath(remembered, pathname), 307);
    }
    return { locale, page: request };
  }
  const url = request.nextUrl.clone();
  url.pathname = path;
  return { locale, page: new NextRequest(url, { method: request.method, headers: request.headers }) };
}

/**
 * The proxy's answer for a page, moved into its language's tree (app/[locale]): the page itself or a rewrite's
 * target gains the locale segment, a redirect to another page keeps the language, and a learner opening a page in
 * a language other than the remembered one has that one remembered.
 */
export function inLocale(
  { locale, page }: LocatedPage,
  answer: Response | undefined,
  original: NextRequest,
): Response | undefined {
  const { pathname } = page.nextUrl;
  if (!isPagePath(pathname)) return answer;
  if (!answer) {
    const url = page.nextUrl.clone();
    url.pathname = treePath(locale, pathname);
    answer = NextResponse.rewrite(url);
  } else if (answer.headers.has('x-middleware-rewrite')) {
    const url = new URL(answer.headers.get('x-middleware-rewrite')!);
    // A page's rewrite moves into the language's tree; one to a route (a stored copy, stored-copies.ts) stays.
    if (isPagePath(url.pathname)) {
      url.pathname = treePath(locale, url.pathname);
      answer.headers.set('x-middleware-rewrite', url.toString());
    }
  } else if (answer.headers.has('location') && locale !== defaultLocale) {
    const url = new URL(answer.headers.get('location')!, page.url);
    if (url.origin === page.nextUrl.origin && isPagePath(url.pathname)) {
      url.pathname = localizedPath(locale, url.pathname);
      answer.headers.set('location', url.toString());
    }
  }
  if (isDocument(original) && (original.cookies.get(LOCALE_COOKIE)?.value ?? defaultLocale) !== locale) {
    answer.headers.append('set-cookie', `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
    // An answer that sets the cookie is this reader's own: a stored page goes out with `s-maxage` (Next's), and a
    // shared cache keeping it would hand the cookie to other readers (issue 50). Next keeps a Cache-Control the
    // proxy set, and so does the stored-copy route (lib/page-cache/stored-copies.ts). Only the first page in another
    // language costs the CDN a request; the reader's next pages carry the cookie and are shared again. An answer
    // nothing may store (a 404 or 503 page) stays so.
    if (!/\bno-store\b/.test(answer.headers.get('cache-control') ?? ''))
      answer.headers.set('cache-control', REMEMBERING_ANSWER_CACHE);
  }
  return answer;
}

const isDocument = (request: NextRequest) =>
  request.method === 'GET' && request.headers.get('sec-fetch-dest') === 'document';

const arrivesFromOutside = (request: NextRequest) =>
  isDocument(request) && request.headers.get('sec-fetch-site') !== 'same-origin';

function redirectTo(request: NextRequest, pathname: string, status: 307 | 308) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, status);
}
