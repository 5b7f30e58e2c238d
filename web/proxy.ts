import { NextResponse, type NextRequest } from 'next/server';
import { forwardToBackend, remoteApiUrl } from '@/lib/backend/forward';
import { refuseUnservedMethod } from '@/lib/routes/page-methods';
import { refuseMalformedUrl } from '@/lib/http/malformed-url';
import { refuseCrossSiteWrite } from '@/lib/http/same-origin';
import { secureResponse } from '@/lib/http/secure-response';
import { isStaffPath, keepPrivate, refuseLearnerOnStaff, staffPageGate } from '@/lib/staff/paths';
import { catalogueAddressAnswer } from '@/lib/page-cache/catalogue-addresses';
import { categorySlugs } from '@/lib/page-cache/catalogue-lookups';
import { isDraftModeRequest } from '@/lib/page-cache/draft-mode-cookie';
import { isInnerRender } from '@/lib/page-cache/inner-render';
import { MISSING_VIEW, missingPageIn } from '@/lib/page-cache/missing-pages';
import { outagePage, pageDuringOutage, routeDuringOutage, UNAVAILABLE_VIEW } from '@/lib/page-cache/outage-pages';
import { countSearchedPage } from '@/lib/page-cache/searched-pages';
import { staticViewPath } from '@/lib/page-cache/static-views';
import { storedAnswer, storedPagePath } from '@/lib/page-cache/stored-answers';
import { canonicalPath, isPagePath } from '@/lib/routes/canonical-path';
import { withoutBlankChoices } from '@/lib/routes/catalogue-params';
import { inLocale, locatePage, type LocatedPage } from '@/lib/routes/locale-routing';
import { demoPageGate } from '@/lib/routes/demo-page-gate';
import { payPageGate } from '@/lib/routes/pay-page-gate';
import { missingPage } from '@/lib/routes/missing-page';
import { isServedPath } from '@/lib/routes/served-paths';
import { rememberFirstTouch } from '@/lib/routes/first-touch-cookie';
import { defaultLocale, treePath } from '@/lib/i18n/locales';

// Every answer, the proxy's own included, leaves with the security headers (lib/http/secure-response.ts).
// A page's checks see its address without the language (/hi/course is /course), and its answer is then moved
// into that language's pages (app/[locale], lib/routes/locale-routing.ts).
export async function proxy(request: NextRequest) {
  // This process's own render of a page (lib/page-cache/inner-render.ts) asks for its address in the language's tree
  // (/en/views/home/current): nothing more to check or move.
  if (isInnerRender(request)) return secureResponse(request, undefined, false);
  const located = locatePage(request);
  if (located instanceof NextResponse) return secureResponse(request, located, false);
  const { page } = located;
  const perRequest = rendersPerRequest(page);
  const answer = await missingPageIn(located.locale, page, await routePage(located, perRequest));
  const response = secureResponse(request, inLocale(located, answer, request), perRequest);
  return isStaffPath(page.nextUrl.pathname) ? keepPrivate(response) : rememberFirstTouch(request, response);
}

/**
 * Pages rendered for each request anyway, which alone can carry a CSP nonce: the account screens and the staff
 * console (their layouts make them dynamic) and any page in draft preview (draft mode skips the prerendered HTML).
 */
function rendersPerRequest(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (!isPagePath(pathname)) return false;
  return /^\/(auth|staff)(\/|$)/.test(pathname) || isDraftModeRequest(request);
}

async function routePage({ locale, page: request }: LocatedPage, perRequest: boolean) {
  const refused =
    refuseUnservedMethod(request) ??
    refuseMalformedUrl(request) ??
    refuseCrossSiteWrite(request) ??
    refuseLearnerOnStaff(request);
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  const remote = remoteApiUrl(pathname, request.nextUrl.search);
  if (remote) return forwardToBackend(request, remote);
  if (!isPagePath(pathname)) return routeDuringOutage(request);
  // Spec section 2: routes match case-insensitively after trimming. One permanent redirect to the canonical
  // spelling keeps a single URL per page for links, caches and search engines.
  const canonical = canonicalPath(pathname);
  if (canonical) {
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return NextResponse.redirect(url, 308);
  }
  const tidy = pathname === '/course' ? withoutBlankChoices(request.nextUrl.searchParams) : null;
  if (tidy) {
    const url = request.nextUrl.clone();
    url.search = tidy.toString();
    return NextResponse.redirect(url, 308);
  }
  countSearchedPage(request);
  // Pages whose address may name something that does not exist: a staff record, a demo booking link, a pay link.
  const gate = (await staffPageGate(request)) ?? (await demoPageGate(request)) ?? (await payPageGate(request));
  if (gate) return gate;
  // A console page, its sign-in included (it reads the session a member already has), needs the database for what it
  // shows; while it is away (the gate's own check may just have found that out), the outage page with 503 rather
  // than a streamed 200 with an empty error page.
  const staffAway = isStaffPath(pathname) ? await outagePage(request, locale) : undefined;
  if (staffAway) return staffAway;
  // An address no page serves gets the 404 page of its language (lib/page-cache/missing-pages.ts); in English,
  // Next's own global one.
  if (locale !== defaultLocale && !isServedPath(pathname)) return missingPage(request);
  if (pathname === UNAVAILABLE_VIEW || pathname === MISSING_VIEW) return missingPage(request);
  const address = await catalogueAddressAnswer(request);
  if (address) return address;
  const view = staticViewPath(pathname, request.nextUrl.searchParams, await knownCategories());
  // While the database is away, a page that cannot show its content answers 503 (the account screens need none).
  const duringOutage = perRequest ? undefined : await pageDuringOutage(request, view, locale);
  if (duringOutage) return duringOutage;
  // A stored page goes out from this process's memory when it can (issue 31, lib/page-cache/stored-answers.ts).
  const stored = perRequest ? null : storedPagePath(pathname, request.nextUrl.search, view);
  const answer = stored === null ? undefined : storedAnswer(request, treePath(locale, stored));
  return answer ?? (view ? NextResponse.rewrite(new URL(view, request.url)) : undefined);
}

/** Every category slug; none when the backend cannot answer, so the catalogue is then rendered per request. */
async function knownCategories(): Promise<ReadonlySet<string>> {
  try {
    return await categorySlugs();
  } catch {
    return new Set();
  }
}

export const config = {
  // Static assets never need the checks.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
