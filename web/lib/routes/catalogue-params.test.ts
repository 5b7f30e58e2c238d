import { describe, expect, it } from 'vitest';
import { catalogueHref, parseCatalogueParams } from './catalogue-params';

describe('catalogue URL state', () => {
  it('reads category, lowercased search and page, with defaults for missing or bad values', () => {
    expect(parseCatalogueParams({})).toEqual({ category: null, search: '', page: 1 });
    expect(parseCatalogueParams({ category: ' Arts ', search: ' KATHAK ', page: '3' })).toEqual({
      category: 'arts', search: 'kathak', page: 3,
    });
    expect(parseCatalogueParams({ page: '-2' }).page).toBe(1);
    expect(parseCatalogueParams({ page: 'abc' }).page).toBe(1);
    expect(parseCatalogueParams({ search: ['a', 'b'] }).search).toBe('a');
  });

  it('writes only the values that differ from the defaults and round-trips', () => {
    expect(catalogueHref({ category: null, search: '', page: 1 })).toBe('/course');
    const state = { category: 'dance-and-music', search: 'kathak dance', page: 2 };
    const href = catalogueHref(state);
    expect(href).toBe('/course?category=dance-and-music&search=kathak+dance&page=2');
    expect(parseCatalogueParams(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(state);
  });
});
