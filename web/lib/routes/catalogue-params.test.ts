import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '@/lib/academy/search/course-filters';
import {
  catalogueHref,
  isFilteredState,
  parseCatalogueParams,
  PLAIN_CATALOGUE,
  withoutBlankChoices,
} from './catalogue-params';

const read = (href: string) => {
  const raw: Record<string, string[]> = {};
  for (const [name, value] of new URL(href, 'http://x').searchParams) (raw[name] ??= []).push(value);
  return parseCatalogueParams(raw);
};

describe('catalogue URL state', () => {
  it('reads category, lowercased search and page, with defaults for missing or bad values', () => {
    expect(parseCatalogueParams({})).toEqual(PLAIN_CATALOGUE);
    expect(parseCatalogueParams({ category: ' Arts ', search: ' KATHAK ', page: '3' })).toEqual({
      ...PLAIN_CATALOGUE,
      category: 'arts',
      search: 'kathak',
      page: 3,
    });
    expect(parseCatalogueParams({ page: '-2' }).page).toBe(1);
    expect(parseCatalogueParams({ page: 'abc' }).page).toBe(1);
    expect(parseCatalogueParams({ search: ['a', 'b'] }).search).toBe('a');
  });

  it('writes only the values that differ from the defaults and round-trips', () => {
    expect(catalogueHref(PLAIN_CATALOGUE)).toBe('/course');
    const state = { ...PLAIN_CATALOGUE, category: 'dance-and-music', search: 'kathak dance', page: 2 };
    const href = catalogueHref(state);
    expect(href).toBe('/course?category=dance-and-music&search=kathak+dance&page=2');
    expect(read(href)).toEqual(state);
  });

  it('reads the filters a GET form writes, ignoring unknown values, and writes them back in one order', () => {
    const state = parseCatalogueParams({
      fee: ['month', 'Session', 'weekly'],
      cost: 'FREE',
      price: '500-999',
      lang: [' hindi', 'Tamil', 'HINDI', ''],
      time: ['weekend', 'night'],
      sort: 'price',
      category: 'arts',
    });
    expect(state.filters).toEqual({
      feeTypes: ['Session', 'Month'],
      cost: 'free',
      price: { min: 500, max: 999 },
      languages: ['hindi', 'Tamil'],
      times: ['weekend'],
    });
    expect(state.sort).toBe('price');
    const href = catalogueHref(state);
    expect(href).toBe(
      '/course?category=arts&fee=Session&fee=Month&cost=free&price=500-999&lang=hindi&lang=Tamil&time=weekend&sort=price',
    );
    expect(read(href)).toEqual(state);
    expect(isFilteredState(state)).toBe(true);
  });

  it('treats nonsense filters as none: the plain catalogue, stored as a page', () => {
    const state = parseCatalogueParams({
      fee: 'x',
      cost: 'maybe',
      price: '999-500',
      lang: '',
      time: 'noon',
      sort: 'random',
    });
    expect(state.filters).toEqual(NO_FILTERS);
    expect(state.sort).toBe('relevance');
    expect(isFilteredState(state)).toBe(false);
    expect(parseCatalogueParams({ price: '2500-' }).filters.price).toEqual({ min: 2500, max: null });
    expect(parseCatalogueParams({ price: '-5' }).filters.price).toBeNull();
  });

  it('finds the blanks a GET form of the panel writes, and only those', () => {
    const tidy = withoutBlankChoices(
      new URLSearchParams('category=arts&cost=&price=&time=weekend&sort=relevance&utm_source=x'),
    );
    expect(tidy?.toString()).toBe('category=arts&time=weekend&utm_source=x');
    expect(withoutBlankChoices(new URLSearchParams('category=arts&time=weekend&sort=price&search='))).toBeNull();
  });
});
