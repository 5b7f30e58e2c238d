import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { coursePagePath } from '@/lib/page-paths';
import { routeSlug } from '@/lib/routes/route-slug';
import { courseAtAddress, movedCategory, categorySlugs } from './catalogue-lookups';
import { missingPage } from '@/lib/routes/missing-page';

/**
 * The proxy's answer for a category or course address that is not simply a page on offer (issue 29), or undefined
 * to serve the page. Under cacheComponents the prerendered shell goes out with a 200 before a page's own notFound()
 * can run (the Next docs, "loading.js > Status codes"), so these checks happen here, on the backend the pages read:
 * - an unknown category or course, or a course under another category than its own: the site's 404 page with a
 *   real 404 status;
 * - a renamed category or course: 308 to where it is now;
 * - an archived course: 410, pointing to its category.
 * When the backend cannot answer, the page is served and shows its error state.
 */
export async function catalogueAddressAnswer(request: NextRequest): Promise<Response | undefined> {
  const match = /^\/course\/([^/]+)(?:\/([^/]+))?(\/.*)?$/.exec(request.nextUrl.pathname);
  if (!match) return undefined;
  const [, categorySegment, courseSegment, tail = ''] = match;
  const categorySlug = routeSlug(categorySegment!);
  try {
    if (!(await categorySlugs()).has(categorySlug)) {
      const now = await movedCategory(categorySlug);
      if (!now) return missingPage(request);
      return moved(request, `/course/${now}${courseSegment ? `/${courseSegment}` : ''}${tail}`);
    }
    if (!courseSegment) return undefined;
    const course = await courseAtAddress(routeSlug(courseSegment));
    if (!course || (course.state !== 'moved' && course.categorySlug !== categorySlug)) {
      return missingPage(request);
    }
    if (course.state === 'archived') return gone(course.categorySlug);
    if (course.state === 'moved') return moved(request, `${coursePagePath(course.categorySlug, course.slug)}${tail}`);
    return undefined;
  } catch {
    return undefined;
  }
}

function moved(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

/** A plain page: the course's own page is gone, its category is one link away. */
function gone(categorySlug: string) {
  const category = `/course/${encodeURIComponent(categorySlug)}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Course no longer offered</title></head>
<body><main><h1>This course is no longer offered</h1>
<p>See the other courses of <a href="${category}">its category</a>, or <a href="/course">every course</a>.</p></main></body></html>
`;
  return new NextResponse(html, {
    status: 410,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
