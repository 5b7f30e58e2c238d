import {
  COSTS,
  FEE_TYPES,
  PRICE_RANGES,
  TIMES_OF_DAY,
  languageKey,
  type CourseFilters,
  type CourseSort,
  type FacetCounts,
  type PriceRange,
} from './course-filters';

/** What the filters read of one course on offer, gathered from its batches, their timings and prices, and its trainers. */
export type OfferRow = {
  id: number;
  categoryId: number;
  createdAt: number;
  /** One entry per batch. */
  batches: { courseType: string; feeType: string | null; days: string[] }[];
  /** Every batch's start times as the academy prints them ("06:00 AM"). */
  startTimes: string[];
  /** The cheapest price of the course's paid batches' options, in rupees; null when it lists none. */
  lowestPrice: number | null;
  /** Its trainers' languages, as stored (an array or one comma-separated text each). */
  languages: (string[] | string | null)[];
};

/**
 * The catalogue's offers as flags per course (bits, in the order of FEE_TYPES, COSTS and TIMES_OF_DAY), so a list of
 * 10,000 courses is filtered and its counts taken in one pass in memory.
 */
export type CourseOffers = {
  position: Map<number, number>;
  ids: Int32Array;
  categoryId: Int32Array;
  fee: Uint8Array;
  cost: Uint8Array;
  time: Uint8Array;
  /** Infinity for a course without a paid price. */
  price: Float64Array;
  languages: number[][];
  /** Display spelling per language number: its first spelling, capitalised. */
  languageNames: string[];
  /** Place in newest-first order. */
  newest: Int32Array;
};

const bit = <T>(values: readonly T[], value: T) => {
  const at = values.indexOf(value);
  return at < 0 ? 0 : 1 << at;
};

/** Minutes after midnight of "06:00 AM", "7 PM" or "18:30"; null for text that is no time. */
export function startMinutes(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (minute > 59 || hour > (half ? 12 : 23)) return null;
  return ((half ? hour % 12 : hour) + (half === 'p' ? 12 : 0)) * 60 + minute;
}

const NOON = 12 * 60;
const FIVE_PM = 17 * 60;
const isWeekendDay = (day: string) => /^(sat|sun)/i.test(day.trim());

function timeFlags(row: OfferRow): number {
  let flags = 0;
  for (const text of row.startTimes) {
    const minutes = startMinutes(text);
    if (minutes === null) continue;
    if (minutes < NOON) flags |= bit(TIMES_OF_DAY, 'morning');
    if (minutes >= FIVE_PM) flags |= bit(TIMES_OF_DAY, 'evening');
  }
  if (row.batches.some((batch) => batch.days.some(isWeekendDay))) flags |= bit(TIMES_OF_DAY, 'weekend');
  return flags;
}

const spokenLanguages = (stored: OfferRow['languages'][number]) =>
  (typeof stored === 'string' ? stored.split(',') : (stored ?? [])).map((language) => language.trim()).filter(Boolean);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function buildCourseOffers(rows: readonly OfferRow[]): CourseOffers {
  const count = rows.length;
  const offers: CourseOffers = {
    position: new Map(),
    ids: new Int32Array(count),
    categoryId: new Int32Array(count),
    fee: new Uint8Array(count),
    cost: new Uint8Array(count),
    time: new Uint8Array(count),
    price: new Float64Array(count),
    languages: [],
    languageNames: [],
    newest: new Int32Array(count),
  };
  const languageNumber = new Map<string, number>();
  rows.forEach((row, at) => {
    offers.position.set(row.id, at);
    offers.ids[at] = row.id;
    offers.categoryId[at] = row.categoryId;
    for (const batch of row.batches) {
      offers.fee[at]! |= bit<string | null>(FEE_TYPES, batch.feeType);
      offers.cost[at]! |= bit<string>(COSTS, batch.courseType.toLowerCase());
    }
    offers.time[at] = timeFlags(row);
    offers.price[at] = row.lowestPrice ?? Infinity;
    const numbers = new Set<number>();
    for (const language of row.languages.flatMap(spokenLanguages)) {
      const key = languageKey(language);
      let number = languageNumber.get(key);
      if (number === undefined) {
        languageNumber.set(key, (number = offers.languageNames.length));
        offers.languageNames.push(capitalised(language));
      }
      numbers.add(number);
    }
    offers.languages.push([...numbers]);
  });
  const byNewest = rows
    .map((row, at) => ({ at, row }))
    .sort((a, b) => b.row.createdAt - a.row.createdAt || b.row.id - a.row.id);
  byNewest.forEach(({ at }, place) => (offers.newest[at] = place));
  return offers;
}

/** A course without a paid price (Infinity) is in no range. */
const inRange = (price: number, { min, max }: PriceRange) =>
  Number.isFinite(price) && price >= min && (max === null || price <= max);

/** The filters as masks and numbers, once per list rather than once per course. */
function compile(offers: CourseOffers, filters: CourseFilters) {
  const wanted = new Set(filters.languages.map(languageKey));
  return {
    fee: filters.feeTypes.reduce((mask, value) => mask | bit(FEE_TYPES, value), 0),
    cost: filters.cost ? bit(COSTS, filters.cost) : 0,
    price: filters.price,
    languages:
      wanted.size === 0
        ? null
        : new Set(offers.languageNames.flatMap((name, n) => (wanted.has(languageKey(name)) ? [n] : []))),
    time: filters.times.reduce((mask, value) => mask | bit(TIMES_OF_DAY, value), 0),
  };
}

// The facets, as bits of a course's failures: a course failing one facet only still counts for that facet's values.
const FEE = 1;
const COST = 2;
const PRICE = 4;
const LANGUAGE = 8;
const TIME = 16;

function failures(offers: CourseOffers, at: number, wanted: ReturnType<typeof compile>): number {
  let failed = 0;
  if (wanted.fee && !(offers.fee[at]! & wanted.fee)) failed |= FEE;
  if (wanted.cost && !(offers.cost[at]! & wanted.cost)) failed |= COST;
  if (wanted.price && !inRange(offers.price[at]!, wanted.price)) failed |= PRICE;
  if (wanted.languages && !offers.languages[at]!.some((n) => wanted.languages!.has(n))) failed |= LANGUAGE;
  if (wanted.time && !(offers.time[at]! & wanted.time)) failed |= TIME;
  return failed;
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

function countValues(offers: CourseOffers, at: number, facets: number, counts: FacetCounts, languageCounts: number[]) {
  const countBits = <K extends string>(flags: number, keys: readonly K[], into: Record<K, number>) =>
    keys.forEach((key, n) => {
      if (flags & (1 << n)) into[key]++;
    });
  if (facets & FEE) countBits(offers.fee[at]!, FEE_TYPES, counts.feeType);
  if (facets & COST) countBits(offers.cost[at]!, COSTS, counts.cost);
  if (facets & PRICE)
    for (const range of PRICE_RANGES) if (inRange(offers.price[at]!, range)) counts.price[range.id]!++;
  if (facets & LANGUAGE) for (const n of offers.languages[at]!) languageCounts[n] = (languageCounts[n] ?? 0) + 1;
  if (facets & TIME) countBits(offers.time[at]!, TIMES_OF_DAY, counts.time);
}

/** Candidates: a search's ranked matches, or null for every course on offer (in id order). */
export type Candidates = readonly { id: number; rank: number }[] | null;

export type FilteredCourses = { kept: { id: number; rank: number }[]; counts: FacetCounts | null };

/** Beyond any price: courses without a paid price sort last by price. */
const NO_PRICE_RANK = 2_000_000_000;

/**
 * The candidates of one category (or all) that pass the filters, each with its rank in the chosen order (equal ranks
 * are ordered by rating, then id, where the page is read); with `withCounts`, how many courses each filter value
 * would leave, the other filters applied (so choosing a second fee type shows what it adds).
 */
export function filterCourses(
  offers: CourseOffers,
  candidates: Candidates,
  categoryId: number | null,
  filters: CourseFilters,
  sort: CourseSort,
  withCounts: boolean,
): FilteredCourses {
  const wanted = compile(offers, filters);
  const counts: FacetCounts | null = withCounts
    ? {
        feeType: zeroes(FEE_TYPES),
        cost: zeroes(COSTS),
        price: zeroes(PRICE_RANGES.map((range) => range.id)),
        language: [],
        time: zeroes(TIMES_OF_DAY),
      }
    : null;
  const languageCounts: number[] = [];
  const kept: { id: number; rank: number }[] = [];
  const consider = (at: number, rank: number) => {
    if (categoryId !== null && offers.categoryId[at] !== categoryId) return;
    const failed = failures(offers, at, wanted);
    if (counts && (failed & (failed - 1)) === 0) countValues(offers, at, failed || 0xff, counts, languageCounts);
    if (failed === 0) kept.push({ id: offers.ids[at]!, rank: sortRank(offers, at, sort, rank) });
  };
  if (candidates) {
    for (const { id, rank } of candidates) {
      const at = offers.position.get(id);
      if (at !== undefined) consider(at, rank);
    }
  } else {
    for (let at = 0; at < offers.ids.length; at++) consider(at, at);
  }
  if (counts) {
    counts.language = languageCounts
      .flatMap((count, n) => (count ? [{ name: offers.languageNames[n]!, count }] : []))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }
  return { kept, counts };
}

/** `relevance`: the search's rank, or the catalogue's own order (by id) without a search; `rating`: ties all round. */
function sortRank(offers: CourseOffers, at: number, sort: CourseSort, relevance: number): number {
  switch (sort) {
    case 'relevance':
      return relevance;
    case 'rating':
      return 0;
    case 'price':
      return Number.isFinite(offers.price[at]!) ? Math.round(offers.price[at]!) : NO_PRICE_RANK;
    case 'newest':
      return offers.newest[at]!;
  }
}
