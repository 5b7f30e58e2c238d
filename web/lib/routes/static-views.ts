/**
 * Issue 11: the catalogue's pages are rendered once and then served as static pages until a write revalidates their
 * tags. Next renders a page on its first request and keeps it (incremental static regeneration) only for routes
 * with dynamic params, and a build, which has no catalogue to read, must not render them. So the proxy serves the
 * home page and the category pages after the first from routes under /views whose params carry what the address's
 * query would: `/` is /views/home/current and `/course/arts?page=2` is /views/category/arts/2. The addresses the
 * site shows never change. Next runs the proxy again for the requests it makes itself while rendering a view, so the
 * proxy cannot refuse /views addresses; nothing links to them, and their canonical link names the real address.
 */

const VIEWS_PREFIX = '/views';
/** The one edition of the home page; its param exists only so the page is rendered on request, not at build. */
export const HOME_EDITION = 'current';
/** Deeper pages are rendered per request rather than stored: 200 pages of 50 cover a 10,000-course category. */
export const MAX_STORED_PAGE = 200;

/** A page number from a query value: a whole number from 1, else 1 (no page, nonsense, or out of range). */
export function pageNumber(raw: string | null | undefined): number {
  const page = Number.parseInt(raw ?? '', 10);
  return Number.isSafeInteger(page) && page >= 1 && String(page) === raw?.trim() ? page : 1;
}

/**
 * The /views route serving an address, or null when the address's own route serves it. `pathname` is canonical
 * (the proxy has redirected other spellings) and a category page's category is known to exist.
 */
export function staticViewPath(pathname: string, query: URLSearchParams): string | null {
  if (pathname === '/') return `${VIEWS_PREFIX}/home/${HOME_EDITION}`;
  const category = /^\/course\/([^/]+)$/.exec(pathname)?.[1];
  if (category) {
    const page = pageNumber(query.get('page'));
    if (page > 1 && page <= MAX_STORED_PAGE) return `${VIEWS_PREFIX}/category/${category}/${page}`;
  }
  return null;
}
