import { NextResponse, type NextRequest } from 'next/server';
import { pages } from '@/lib/routes/pages';
import { catalogueRecordExists, type EditedKind } from './catalogue/exists';
import { leadExists } from './leads/lead';
import { STAFF_COOKIE, staffSession } from './sessions';
import { missingPage } from '@/lib/routes/missing-page';

/** The staff console's pages and actions (issue 28). */
export const isStaffPath = (pathname: string) => /^\/(api\/)?staff(\/|$)/i.test(pathname);

/**
 * A learner's bearer token never opens a staff page or action: 403 whatever else the request carries (staff are
 * known by their own httpOnly cookie only).
 */
export function refuseLearnerOnStaff(request: NextRequest): NextResponse | undefined {
  if (!isStaffPath(request.nextUrl.pathname) || !/^bearer\s/i.test(request.headers.get('authorization') ?? ''))
    return undefined;
  return NextResponse.json({ error: 'The staff console does not accept learner sessions' }, { status: 403 });
}

/** Staff answers hold learners' personal data: no cache keeps them, no search engine lists them. */
export function keepPrivate(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/** Console pages a visitor without a staff session may open. */
const OPEN_PAGES = new Set(['/staff/login', '/staff/set-password', '/staff/setup']);

/**
 * The console's pages are streamed, so a page can no longer answer with a redirect once it runs: the proxy sends a
 * visitor without a live staff session to sign in (307) before any page renders. The pages check the session again
 * themselves. Undefined: the request goes on.
 */
export async function staffPageGate(request: NextRequest): Promise<NextResponse | undefined> {
  const { pathname } = request.nextUrl;
  if (!/^\/staff(\/|$)/.test(pathname) || OPEN_PAGES.has(pathname)) return undefined;
  let signedIn: boolean;
  try {
    signedIn = (await staffSession(request.cookies.get(STAFF_COOKIE)?.value)) !== null;
  } catch {
    // The database cannot say (an outage): the proxy answers with the outage page (lib/page-cache/outage-pages.ts).
    return undefined;
  }
  if (!signedIn) return NextResponse.redirect(new URL(pages.staffLogin.path, request.url), 307);
  // As for unknown courses: the page's own notFound() would come after its 200 has gone out.
  const lead = /^\/staff\/leads\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (lead !== undefined && !(await leadExists(lead).catch(() => true))) {
    return missingPage(request);
  }
  const [, kind, id] = /^\/staff\/catalogue\/(courses|categories|trainers)\/([^/]+)\/?$/.exec(pathname) ?? [];
  if (kind && id !== 'new' && !(await catalogueRecordExists(kind as EditedKind, id!).catch(() => true))) {
    return missingPage(request);
  }
  return undefined;
}
