/**
 * The catalogue's filters and sort orders (issue 31): what a learner can narrow a list by, as values the URL, the
 * REST call and the filter panel share. Pure data, so the browser's panel and the server's parser read one list.
 */
export const FEE_TYPES = ['Session', 'Month', 'Course'] as const;
export type FilterFeeType = (typeof FEE_TYPES)[number];

/** Free: the course has a free batch. Paid: it has a paid one (a course can offer both). */
export const COSTS = ['free', 'paid'] as const;
export type Cost = (typeof COSTS)[number];

/** Morning: a batch starts before noon (IST). Evening: one starts at 5 PM or later. Weekend: one meets on Sat or Sun. */
export const TIMES_OF_DAY = ['morning', 'evening', 'weekend'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const SORTS = ['relevance', 'rating', 'price', 'newest'] as const;
export type CourseSort = (typeof SORTS)[number];

/** A course's price is its cheapest paid option (one session, a month or the whole course, as the batch charges). */
export type PriceRange = { min: number; max: number | null };

/** The ranges the panel offers and counts; the URL takes any `min-max` (`max` may be left out). */
export const PRICE_RANGES: readonly (PriceRange & { id: string })[] = [
  { id: '0-499', min: 0, max: 499 },
  { id: '500-999', min: 500, max: 999 },
  { id: '1000-2499', min: 1000, max: 2499 },
  { id: '2500-', min: 2500, max: null },
];

export type CourseFilters = {
  feeTypes: readonly FilterFeeType[];
  cost: Cost | null;
  price: PriceRange | null;
  /** Languages as the catalogue spells them (`languageKey` compares them). */
  languages: readonly string[];
  times: readonly TimeOfDay[];
};

export const NO_FILTERS: CourseFilters = { feeTypes: [], cost: null, price: null, languages: [], times: [] };

export const hasFilters = (filters: CourseFilters) =>
  filters.feeTypes.length > 0 ||
  filters.cost !== null ||
  filters.price !== null ||
  filters.languages.length > 0 ||
  filters.times.length > 0;

/** One spelling per language: "hindi", " Hindi" and "HINDI" are one value. */
export const languageKey = (language: string) => language.trim().toLowerCase();

/** `500-999`, `2500-` or `0-499` as a range; null for anything else. */
export function parsePriceRange(text: string): PriceRange | null {
  const match = /^(\d{1,7})-(\d{1,7})?$/.exec(text.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  return max !== null && max < min ? null : { min, max };
}

export const priceRangeText = ({ min, max }: PriceRange) => `${min}-${max ?? ''}`;

/** How many courses each value would leave, given the other filters (a value's own filter is set aside). */
export type FacetCounts = {
  feeType: Record<FilterFeeType, number>;
  cost: Record<Cost, number>;
  /** Keyed by the PRICE_RANGES ids. */
  price: Record<string, number>;
  /** Every language taught, most courses first. */
  language: { name: string; count: number }[];
  time: Record<TimeOfDay, number>;
};

/** The category and filters as the REST call's `filter` object carries them (lib/academy/query-params.ts reads it). */
export function filterObject(categoryName: string | undefined, filters: CourseFilters): Record<string, unknown> {
  return {
    ...(categoryName ? { categoryName } : {}),
    ...(filters.feeTypes.length > 0 ? { feeType: filters.feeTypes } : {}),
    ...(filters.cost ? { cost: filters.cost } : {}),
    ...(filters.price ? { price: priceRangeText(filters.price) } : {}),
    ...(filters.languages.length > 0 ? { language: filters.languages } : {}),
    ...(filters.times.length > 0 ? { time: filters.times } : {}),
  };
}
