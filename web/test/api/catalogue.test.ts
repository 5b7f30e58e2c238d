import { describe, expect, it } from 'vitest';
import { categoriesSchema, courseListSchema, coursesSchema, errorSchema } from '@/lib/contract';
import { CATEGORY_SLUGS } from '@/lib/db/seed/facts';
import { slugify } from '@/lib/slug';
import { api } from '../http';

const listCourses = (query: Record<string, string>) => api(`/api/course/listCourses?${new URLSearchParams(query)}`);

describe('GET /api/category/getCategories', () => {
  it('lists the seven categories with icons', async () => {
    const { status, body } = await api('/api/category/getCategories');
    expect(status).toBe(200);
    const categories = categoriesSchema.parse(body);
    expect(categories.map((c) => slugify(c.category)).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const c of categories) expect(c.icon).toMatch(/^\/images\//);
  });
});

describe('GET /api/course/listCourses', () => {
  it('pages through every course with the default page size of 50', async () => {
    const { status, body } = await listCourses({ filter: '{}' });
    expect(status).toBe(200);
    const first = courseListSchema.parse(body);
    expect(first.totalCourses).toBeGreaterThanOrEqual(42);
    expect(first.courses.length).toBe(Math.min(50, first.totalCourses));
    const second = courseListSchema.parse((await listCourses({ filter: '{}', page: '2' })).body);
    expect(second.courses.length).toBe(Math.max(0, Math.min(50, first.totalCourses - 50)));
    const ids = new Set([...first.courses, ...second.courses].map((c) => c.id));
    expect(ids.size).toBe(first.courses.length + second.courses.length);
  });

  it('filters by category name in any case and by its slug', async () => {
    const byName = courseListSchema.parse(
      (await listCourses({ filter: JSON.stringify({ categoryName: 'Dance and Music' }) })).body,
    );
    expect(byName.totalCourses).toBeGreaterThanOrEqual(6);
    expect(byName.courses.every((c) => c.categoryName === 'Dance and Music' && c.category === 'Dance and Music')).toBe(
      true,
    );
    const bySlug = courseListSchema.parse(
      (await listCourses({ filter: JSON.stringify({ categoryName: 'dance-and-music' }) })).body,
    );
    expect(bySlug.totalCourses).toBe(byName.totalCourses);
  });

  it('searches name, title and heading case-insensitively', async () => {
    const all = coursesSchema.parse((await api('/api/course/courses')).body);
    const target = all[3]!;
    const word = target.courseName.split(' ')[0]!.toUpperCase();
    const found = courseListSchema.parse((await listCourses({ filter: '{}', search: word, pageSize: '100' })).body);
    expect(found.courses.map((c) => c.id)).toContain(target.id);
    for (const c of found.courses) {
      expect(`${c.courseName} ${c.courseTitle} ${c.courseHeading}`.toLowerCase()).toContain(word.toLowerCase());
    }
    const none = courseListSchema.parse((await listCourses({ filter: '{}', search: 'zzqx-no-such-course' })).body);
    expect(none).toEqual({ courses: [], totalCourses: 0 });
    const wildcard = courseListSchema.parse((await listCourses({ filter: '{}', search: '%' })).body);
    expect(wildcard.totalCourses).toBe(0);
  });

  it('honours pageSize up to 100', async () => {
    const body = courseListSchema.parse((await listCourses({ filter: '{}', pageSize: '5', page: '2' })).body);
    expect(body.courses).toHaveLength(5);
  });

  const PAGE = 'page: page must be an integer from 1 to 1000000';
  const PAGE_SIZE = 'pageSize: pageSize must be an integer from 1 to 100';
  it.each([
    [{ filter: '{bad json' }, 'filter must be valid JSON'],
    [{ filter: '[]' }, 'filter: Invalid input: expected object, received array'],
    [{ filter: '{"categoryName": 5}' }, 'filter.categoryName: Invalid input: expected string, received number'],
    [{ filter: '{"colour": "red"}' }, 'filter: Unrecognized key: "colour"'],
    [{ page: '0' }, PAGE],
    [{ page: '-1' }, PAGE],
    [{ page: 'abc' }, PAGE],
    [{ pageSize: '1000000000' }, PAGE_SIZE],
    [{ pageSize: '0' }, PAGE_SIZE],
    [{ pageSize: '2.5' }, PAGE_SIZE],
    [{ search: 'x'.repeat(500) }, 'search: search must be at most 200 characters'],
  ])('refuses %o with 400', async (query, message) => {
    const { status, body } = await listCourses(query);
    expect(status).toBe(400);
    expect(errorSchema.parse(body).error).toBe(message);
  });
});

describe('404 answers in JSON', () => {
  it.each([
    [
      'an unknown category',
      `/api/course/listCourses?${new URLSearchParams({ filter: JSON.stringify({ categoryName: 'Underwater Basket Weaving' }) })}`,
      "Category 'Underwater Basket Weaving' not found",
    ],
    ['an unknown API path', '/api/no/such/thing', 'Not found'],
  ])('for %s', async (_, path, message) => {
    const { status, body } = await api(path);
    expect(status).toBe(404);
    expect(errorSchema.parse(body).error).toBe(message);
  });
});

describe('GET /api/course/courses', () => {
  it('returns every course with the contract fields', async () => {
    const { status, body } = await api('/api/course/courses');
    expect(status).toBe(200);
    const courses = coursesSchema.parse(body);
    const total = courseListSchema.parse((await listCourses({ filter: '{}' })).body).totalCourses;
    expect(courses).toHaveLength(total);
    expect(courses.some((c) => /style=/.test(c.textWhatToLearn))).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('is 200 while the database is reachable', async () => {
    const { status, body } = await api('/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', database: true });
  });
});
