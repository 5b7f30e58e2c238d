import 'server-only';
import { LEAD_SORTS, type LeadSort } from '@/lib/db/lead-words';
import { pages } from '@/lib/routes/pages';
import { leadFiltersSchema, type LeadFilters } from '@/lib/validation/leads';
import { sealSearch, unsealSearch } from './sealed-search';

export const PAGE_SIZE = 50;
const MAX_PAGE = 10_000;

type Params = Record<string, string | string[] | undefined>;

function query(filters: LeadFilters, page: number, sealed: string | undefined, sort: LeadSort | ''): string {
  const query = new URLSearchParams();
  for (const key of ['due', 'kind', 'status', 'owner', 'course', 'from', 'to'] as const)
    if (filters[key]) query.set(key, filters[key]);
  if (filters.q) query.set('q', sealed ?? sealSearch(filters.q));
  if (sort) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The inbox's address for these filters, page and order: the filters in the query, the search sealed
 * (sealed-search.ts); `sealed` is the search's token when the page already has one.
 */
export const inboxHref = (filters: LeadFilters, page = 1, sealed?: string, sort: LeadSort | '' = '') =>
  `${pages.staffHome.path}${query(filters, page, sealed, sort)}`;

/** The CSV of the same leads (newest first, whatever the list's order). */
export const exportHref = (filters: LeadFilters, sealed?: string) =>
  `/api/staff/leads/export${query(filters, 1, sealed, '')}`;

export type InboxAddress = {
  filters: LeadFilters;
  page: number;
  sealed: string | undefined;
  /** The list's order by a column; '' for its own (an order it does not know is its own too). */
  sort: LeadSort | '';
  notice: string | null;
};

const sortOf = (text: string): LeadSort | '' => (LEAD_SORTS.includes(text as LeadSort) ? (text as LeadSort) : '');

/**
 * The filters an inbox address asks for. One it does not understand (an edited address, a search sealed by a key
 * that changed or more than a week ago) is dropped with a notice instead of failing the page.
 */
export function readInboxAddress(params: Params): InboxAddress {
  const one = (key: string) => {
    const value = params[key];
    return typeof value === 'string' ? value : '';
  };
  const sealed = one('q') || undefined;
  const q = sealed ? unsealSearch(sealed) : '';
  const raw = {
    kind: one('kind'),
    status: one('status'),
    owner: one('owner'),
    course: one('course'),
    from: one('from'),
    to: one('to'),
    due: one('due'),
    q: q ?? '',
  };
  const parsed = leadFiltersSchema.safeParse(raw);
  const pageText = one('page');
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1;
  if (parsed.success) {
    return {
      filters: parsed.data,
      page,
      sealed: q ? sealed : undefined,
      sort: sortOf(one('sort')),
      notice: q === null ? 'This search has expired. Search again.' : null,
    };
  }
  return {
    filters: leadFiltersSchema.parse({}),
    page: 1,
    sealed: undefined,
    sort: '',
    notice: 'Some filters in this address were not understood, so every lead is shown.',
  };
}
