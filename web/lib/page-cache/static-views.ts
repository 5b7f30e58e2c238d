import { decodeSegment } from '@/lib/http/params';
import { catalogueHref, catalogueParamsOf, isFilteredState, PLAIN_CATALOGUE } from '@/lib/routes/catalogue-params';

/**
 * Issue 11: the catalogue's pages are rendered once and then served as static pages until a write revalidates their
 * tags. Next renders a page on its first request and keeps it (incremental static regeneration) only for routes
 * with dynamic params, and a build, which has no catalogue to read, must not render them. So the proxy serves the
 * home page, the catalogue and the category pages after the first from routes under /views whose params carry what
 * the address's query would: `/` is /views/home/current, `/course?category=arts&page=3` is /views/catalogue/arts/3
 * (/views/catalogue/_all/1 for `/course`), `/course/arts?page=2` is /views/category/arts/2 and a search is
 * /views/search/{category}/{the search, base64url}/{page}. A filter or sort stays with the /course route, rendered
 * per request. The addresses the site shows never change. Next runs the proxy again for the requests it makes
 * itself while rendering a view, so the proxy cannot refuse /views addresses; nothing links to them, and their
 * canonical link names the real address.
 */

const VIEWS_PREFIX = '/views';
/** The one edition of the home page; its param exists only so the page is rendered on request, not at build. */
export const HOME_EDITION = 'current';
/** The catalogue view's category param for 'All Courses': the slug rule never makes an underscore. */
export const ALL_CATEGORIES = '_all';
/** Deeper pages are rendered per request rather than stored: 200 pages of 50 cover a 10,000-course category. */
export const MAX_STORED_PAGE = 200;

/** A page number from a query value: a whole number from 1, else 1 (no page, nonsense, or out of range). */
export function pageNumber(raw: string | null | undefined): number {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isSafeInteger(page) && page >= 1 && String(page) === raw?.trim() ? page : 1;
}

/**
 * The /views route serving an address, or null when the address's own route serves it. `pathname` is canonical
 * (the proxy has redirected other spellings), a category page's category is known to exist, and `categories` holds
 * every category slug: a catalogue address naming any other category is left to /course, so nobody can fill the
 * store with made-up addresses.
 */
export function staticViewPath(
  pathname: string,
  query: URLSearchParams,
  categories: ReadonlySet<string>,
): string | null {
  if (pathname === '/') return `${VIEWS_PREFIX}/home/${HOME_EDITION}`;
  if (pathname === '/course') return catalogueViewPath(query, categories);
  const category = /^\/course\/([^/]+)$/.exec(pathname)?.[1];
  if (category) {
    const page = pageNumber(query.get('page'));
    if (page > 1 && page <= MAX_STORED_PAGE) return `${VIEWS_PREFIX}/category/${category}/${page}`;
  }
  return null;
}

/** `/course` as /course itself reads its query (catalogue-params.ts), so the view shows what the route would. */
function catalogueViewPath(query: URLSearchParams, categories: ReadonlySet<string>): string | null {
  const state = catalogueParamsOf(query);
  const { category, search, page } = state;
  // A filter or another order (issue 31) is rendered per request: too many combinations to store.
  if (isFilteredState(state) || page > MAX_STORED_PAGE || (category !== null && !categories.has(category))) return null;
  const segment = encodeURIComponent(category ?? ALL_CATEGORIES);
  // A search's answer is stored like a page (issue 31: a search repeated is served as fast as a stored page); the
  // store keeps the most recently used, so made-up queries only push out old ones.
  return search
    ? `${VIEWS_PREFIX}/search/${segment}/${searchSegment(search)}/${page}`
    : `${VIEWS_PREFIX}/catalogue/${segment}/${page}`;
}

/** A search as a path segment: base64url of its UTF-8, so no character of it (`/`, `%`, `?`) is read as the path's. */
export function searchSegment(search: string): string {
  const bytes = new TextEncoder().encode(search);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The search a segment of `searchSegment` holds, or null for a segment it did not write. */
export function searchFromSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return searchSegment(text) === segment ? text : null;
  } catch {
    return null;
  }
}

/**
 * The address a learner asked for, from the route that rendered it (the segments below the language, as
 * useSelectedLayoutSegments gives them: `['views', 'search', '_all', 'Z3VpdGFy', '1']` is `/course?search=guitar`):
 * the inverse of staticViewPath, so a stored page can name its own address, query included, without a request.
 * Null for the missing and outage views, which stand in for any address.
 */
export function addressOfRoute(segments: readonly string[]): string | null {
  const [first, view, ...params] = segments.filter((segment) => !segment.startsWith('('));
  if (first === undefined) return '/';
  if (first !== VIEWS_PREFIX.slice(1)) return `/${segments.map(decodeSegment).map(encodeURIComponent).join('/')}`;
  const [category, searchOrPage, page] = params.map(decodeSegment);
  const catalogue = { ...PLAIN_CATALOGUE, category: category === ALL_CATEGORIES ? null : (category ?? null) };
  switch (view) {
    case 'home':
      return '/';
    case 'catalogue':
      return catalogueHref({ ...catalogue, page: pageNumber(searchOrPage) });
    case 'search':
      return catalogueHref({
        ...catalogue,
        search: searchFromSegment(searchOrPage ?? '') ?? '',
        page: pageNumber(page),
      });
    case 'category': {
      const number = pageNumber(searchOrPage);
      return `/course/${encodeURIComponent(category ?? '')}${number > 1 ? `?page=${number}` : ''}`;
    }
    default:
      return null;
  }
}
