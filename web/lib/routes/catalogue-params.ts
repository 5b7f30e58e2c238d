/** Catalogue state as it lives in the URL, so a result can be shared and survives reload. */
export type CatalogueParams = { category: string | null; search: string; page: number };

/** Spec section 9: 50 courses per request, starting at page 1. */
export const CATALOGUE_PAGE_SIZE = 50;
export const ALL_COURSES = 'All Courses';

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parseCatalogueParams(raw: RawParams): CatalogueParams {
  const category = first(raw.category).trim().toLowerCase();
  const page = Number.parseInt(first(raw.page), 10);
  return {
    category: category || null,
    // Spec section 4: search text is lowercased.
    search: first(raw.search).trim().toLowerCase().slice(0, 100),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The canonical catalogue URL for a state: default values are left out to keep shared links short. */
export function catalogueHref({ category, search, page }: CatalogueParams): '/course' | `/course?${string}` {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/course?${text}` : '/course';
}
