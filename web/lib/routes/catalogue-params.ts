import {
  COSTS,
  FEE_TYPES,
  NO_FILTERS,
  parsePriceRange,
  priceRangeText,
  SORTS,
  TIMES_OF_DAY,
  hasFilters,
  languageKey,
  type CourseFilters,
  type CourseSort,
} from '@/lib/academy/search/course-filters';

/**
 * Catalogue state as it lives in the URL, so a result can be shared and survives reload. The filters and sort (issue
 * 31) are plain query values a GET form writes without JavaScript: `fee=Session&fee=Month&cost=free&price=500-999&
 * lang=Hindi&time=evening&sort=price`.
 */
export type CatalogueParams = {
  category: string | null;
  search: string;
  page: number;
  filters: CourseFilters;
  sort: CourseSort;
};

/** Spec section 9: 50 courses per request, starting at page 1. */
export const CATALOGUE_PAGE_SIZE = 50;
export const ALL_COURSES = 'All Courses';

/** The catalogue with nothing chosen. */
export const PLAIN_CATALOGUE: CatalogueParams = {
  category: null,
  search: '',
  page: 1,
  filters: NO_FILTERS,
  sort: 'relevance',
};

/** The query names of the filters, as the panel's form fields write them. */
export const FILTER_FIELDS = {
  feeTypes: 'fee',
  cost: 'cost',
  price: 'price',
  languages: 'lang',
  times: 'time',
  sort: 'sort',
} as const;

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The known values among those given, in the list's own order, whatever their case; unknown ones are ignored. */
function known<T extends string>(values: readonly T[], given: string | string[] | undefined): T[] {
  const wanted = new Set(all(given).map((value) => value.trim().toLowerCase()));
  return values.filter((value) => wanted.has(value.toLowerCase()));
}

/** Languages once each, trimmed, in alphabetical order (one address per choice); at most 20 of 60 letters. */
function languages(given: string | string[] | undefined): string[] {
  const byKey = new Map<string, string>();
  for (const value of all(given)) {
    const language = value.trim().slice(0, 60);
    if (language && !byKey.has(languageKey(language))) byKey.set(languageKey(language), language);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b)).slice(0, 20);
}

export function parseFilters(raw: RawParams): CourseFilters {
  return {
    feeTypes: known(FEE_TYPES, raw[FILTER_FIELDS.feeTypes]),
    cost: known(COSTS, first(raw[FILTER_FIELDS.cost]))[0] ?? null,
    price: parsePriceRange(first(raw[FILTER_FIELDS.price])),
    languages: languages(raw[FILTER_FIELDS.languages]),
    times: known(TIMES_OF_DAY, raw[FILTER_FIELDS.times]),
  };
}

export function parseCatalogueParams(raw: RawParams): CatalogueParams {
  const category = first(raw.category).trim().toLowerCase();
  const page = Number.parseInt(first(raw.page), 10);
  return {
    category: category || null,
    // Spec section 4: search text is lowercased.
    search: first(raw.search).trim().toLowerCase().slice(0, 100),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    filters: parseFilters(raw),
    sort: known(SORTS, first(raw[FILTER_FIELDS.sort]))[0] ?? 'relevance',
  };
}

/** The state of a query's entries (a URL's search params, a form's fields), repeated names kept as lists. */
export function catalogueParamsOf(entries: Iterable<[string, unknown]>): CatalogueParams {
  const raw: Record<string, string[]> = {};
  for (const [name, value] of entries) if (typeof value === 'string') (raw[name] ??= []).push(value);
  return parseCatalogueParams(raw);
}

/** True when the state narrows or reorders the plain list: such a state is rendered per request, never stored. */
export const isFilteredState = (state: Pick<CatalogueParams, 'filters' | 'sort'>) =>
  hasFilters(state.filters) || state.sort !== 'relevance';

/** The filters' part of a query, in one order, so each choice has one address. */
export function appendFilters(query: URLSearchParams, { filters, sort }: Pick<CatalogueParams, 'filters' | 'sort'>) {
  for (const fee of filters.feeTypes) query.append(FILTER_FIELDS.feeTypes, fee);
  if (filters.cost) query.set(FILTER_FIELDS.cost, filters.cost);
  if (filters.price) query.set(FILTER_FIELDS.price, priceRangeText(filters.price));
  for (const language of filters.languages) query.append(FILTER_FIELDS.languages, language);
  for (const time of filters.times) query.append(FILTER_FIELDS.times, time);
  if (sort !== 'relevance') query.set(FILTER_FIELDS.sort, sort);
}

/** The canonical catalogue URL for a state: default values are left out to keep shared links short. */
export function catalogueHref(state: CatalogueParams): '/course' | `/course?${string}` {
  const query = new URLSearchParams();
  if (state.category) query.set('category', state.category);
  if (state.search) query.set('search', state.search);
  appendFilters(query, state);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `/course?${text}` : '/course';
}

/**
 * The query less the blanks the filter panel's GET form writes without JavaScript (`cost=`, `price=`,
 * `sort=relevance`: its "Any" choices), or null when there are none; the proxy redirects to it, so each state keeps
 * one address.
 */
export function withoutBlankChoices(query: URLSearchParams): URLSearchParams | null {
  const fields = new Set<string>(Object.values(FILTER_FIELDS));
  const entries = [...query];
  const kept = entries.filter(
    ([name, value]) =>
      !fields.has(name) || (value.trim() !== '' && !(name === FILTER_FIELDS.sort && value === 'relevance')),
  );
  return kept.length === entries.length ? null : new URLSearchParams(kept);
}
