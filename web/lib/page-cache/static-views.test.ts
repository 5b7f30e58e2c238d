import { describe, expect, it } from 'vitest';
import { addressOfRoute, pageNumber, searchFromSegment, searchSegment, staticViewPath } from './static-views';

const categories = new Set(['arts', 'dance-and-music', 'हिंदी']);
const view = (path: string) => {
  const url = new URL(path, 'http://site');
  return staticViewPath(url.pathname, url.searchParams, categories);
};

describe('staticViewPath', () => {
  it('serves the home page from its stored view, whatever the query', () => {
    expect(view('/')).toBe('/views/home/current');
    expect(view('/?utm_source=mail')).toBe('/views/home/current');
  });

  it('serves the second and later pages of a category from the category view', () => {
    expect(view('/course/arts?page=2')).toBe('/views/category/arts/2');
    expect(view('/course/dance-and-music?page=200&x=1')).toBe('/views/category/dance-and-music/200');
  });

  it('leaves the first page, nonsense pages and pages past the stored ones to the address own route', () => {
    for (const path of [
      '/course/arts',
      '/course/arts?page=1',
      '/course/arts?page=0',
      '/course/arts?page=-2',
      '/course/arts?page=2.5',
      '/course/arts?page=abc',
      '/course/arts?page=1e3',
      '/course/arts?page=201',
      '/course/arts?page=99999999999999999999',
    ]) {
      expect(view(path), path).toBeNull();
    }
  });

  it('serves the catalogue without a search from the catalogue view, its query read as /course reads it', () => {
    expect(view('/course')).toBe('/views/catalogue/_all/1');
    expect(view('/course?page=2')).toBe('/views/catalogue/_all/2');
    expect(view('/course?category=Arts&page=3&utm_source=x')).toBe('/views/catalogue/arts/3');
    expect(view('/course?category=dance-and-music&page=abc')).toBe('/views/catalogue/dance-and-music/1');
    expect(view('/course?category=%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80')).toBe(
      `/views/catalogue/${encodeURIComponent('हिंदी')}/1`,
    );
    expect(view('/course?page=200')).toBe('/views/catalogue/_all/200');
  });

  it("serves a search from the search view, the search as /course reads it and written so no character is the path's", () => {
    expect(view('/course?search=Kathak')).toBe(`/views/search/_all/${searchSegment('kathak')}/1`);
    expect(view('/course?category=arts&search=a/b%3F%25&page=2')).toBe(
      `/views/search/arts/${searchSegment('a/b?%')}/2`,
    );
    for (const search of ['kathak', 'a/b?%', 'योग', 'c++ & "c#"', '..']) {
      expect(searchSegment(search)).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(searchFromSegment(searchSegment(search))).toBe(search);
    }
    for (const made of ['', 'a b', 'a=', '..', 'gA']) expect(searchFromSegment(made), made).toBeNull();
  });

  it('leaves filters, a sort, an unknown category and pages past the stored ones to /course', () => {
    for (const path of [
      '/course?fee=Month',
      '/course?search=x&sort=price',
      '/course?category=_all',
      '/course?category=nope',
      '/course?page=201',
      '/course?search=x&page=201',
    ]) {
      expect(view(path), path).toBeNull();
    }
  });

  it('leaves every other page alone', () => {
    for (const path of ['/about', '/course/arts/guitar', '/course/arts/guitar?page=2', '/contactus']) {
      expect(view(path), path).toBeNull();
    }
  });
});

describe('pageNumber', () => {
  it('reads whole numbers from 1 and takes anything else as 1', () => {
    expect([' 3 ', '12', null, undefined, '', '0', '-1', '07', '1.0', '2e2'].map(pageNumber)).toEqual([
      3, 12, 1, 1, 1, 1, 1, 1, 1, 1,
    ]);
  });
});

describe('addressOfRoute', () => {
  const segmentsOf = (route: string) => route.split('/').slice(1);

  it('names the address each stored view serves, query included, so the page can link to itself', () => {
    for (const address of [
      '/',
      '/course',
      '/course?category=arts',
      '/course?category=arts&page=3',
      '/course?search=guitar',
      '/course?category=dance-and-music&search=%E0%A4%97%E0%A4%BF%E0%A4%9F%E0%A4%BE%E0%A4%B0&page=2',
      '/course?search=a%2Fb+%3F%26c',
      '/course/arts?page=2',
    ]) {
      expect(addressOfRoute(segmentsOf(view(address)!)), address).toBe(address);
    }
  });

  it('writes the canonical spelling of an address that has several', () => {
    expect(addressOfRoute(segmentsOf(view('/course?page=1&search=guitar')!))).toBe('/course?search=guitar');
    expect(addressOfRoute(segmentsOf(view('/?utm_source=mail')!))).toBe('/');
  });

  it('keeps a route that is its own address, and names none for the views that stand in for any address', () => {
    expect(addressOfRoute([])).toBe('/');
    expect(addressOfRoute(['course', 'arts', 'guitar'])).toBe('/course/arts/guitar');
    expect(addressOfRoute(['about'])).toBe('/about');
    expect(addressOfRoute(['views', 'missing'])).toBeNull();
    expect(addressOfRoute(['views', 'unavailable'])).toBeNull();
  });
});
