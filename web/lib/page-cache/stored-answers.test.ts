import { describe, expect, it } from 'vitest';
import { acceptsGzip, storedPagePath } from './stored-answers';

describe('storedPagePath', () => {
  it("is the address's stored view, or a category's or course's own page asked without a query", () => {
    expect(storedPagePath('/course', '', '/views/catalogue/_all/1')).toBe('/views/catalogue/_all/1');
    expect(storedPagePath('/course/arts', '', null)).toBe('/course/arts');
    expect(storedPagePath('/course/arts/sketching', '', null)).toBe('/course/arts/sketching');
  });

  it('is null for a page rendered per request or outside the catalogue', () => {
    expect(storedPagePath('/course', '?sort=newest', null)).toBeNull();
    expect(storedPagePath('/course/arts', '?utm_source=x', null)).toBeNull();
    expect(storedPagePath('/about', '', null)).toBeNull();
    expect(storedPagePath('/course/arts/sketching/reviews', '', null)).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    [' GZIP ', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *;q=0', false],
    ['', false],
  ])('%j: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(acceptsGzip(null)).toBe(false);
  });
});
