import { decodeSegment as decode } from '@/lib/http/params';
import { slugify } from '@/lib/slug';
import { pages } from './pages';

// Next matches routes case-sensitively; the spec wants them matched case-insensitively after trimming, so the
// proxy redirects any other spelling of a page in the route table to the table's own.
const staticRoutes = Object.values(pages).map((page) => page.path);
const byLowerCase = new Map(staticRoutes.map((route) => [route.toLowerCase(), route]));

/** Paths the proxy leaves alone: the API, Next's own files, public files (anything with an extension). */
export function isPagePath(pathname: string): boolean {
  return !/^\/(api|_next|content-assets|images)(\/|$)/i.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The canonical spelling of a page path, or null when it is already canonical or not a known route shape.
 * Segments are trimmed ('%20about' -> 'about'); /course/{category}/{course} segments become slugs.
 */
export function canonicalPath(pathname: string): string | null {
  const segments = pathname
    .split('/')
    .map((s) => decode(s).trim())
    .filter(Boolean);
  const joined = `/${segments.join('/')}`;
  let canonical: string | undefined = byLowerCase.get(joined.toLowerCase());
  if (!canonical && segments.length >= 2 && segments[0]!.toLowerCase() === 'course') {
    const [, category, course, rest, ...extra] = segments;
    const tail = rest?.toLowerCase() === 'thankyou' && course && extra.length === 0 ? '/thankyou' : rest ? null : '';
    const slugs = [category, course].filter((s): s is string => Boolean(s)).map(slugify);
    if (tail !== null && slugs.every(Boolean)) canonical = `/course/${slugs.join('/')}${tail}`;
  }
  if (!canonical) canonical = joined === '/' ? '/' : undefined;
  if (!canonical) return null;
  // Compare against the path as the browser sent it, re-encoded the way Next would route it.
  const requested = pathname.replace(/\/+$/, '') || '/';
  return encodeURI(canonical) === requested || canonical === decode(requested) ? null : encodeURI(canonical);
}
