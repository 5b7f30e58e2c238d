import { beforeAll, describe, expect, it } from 'vitest';
import { courseListSchema, coursesSchema, type Course } from '@/lib/contract';
import { api } from '../http';

const search = async (term: string, params: Record<string, string> = {}) => {
  const { status, body } = await api(
    `/api/course/listCourses?${new URLSearchParams({ filter: '{}', search: term, pageSize: '100', ...params })}`,
  );
  expect(status).toBe(200);
  return courseListSchema.parse(body);
};

let all: Course[];
const fields = (c: Course) => [c.courseName, c.courseTitle, c.courseHeading].map((field) => field.toLowerCase());
/** The courses whose name, title or heading contain the text, in any case. */
const substringMatches = (text: string) =>
  all.filter((c) => fields(c).some((field) => field.includes(text.toLowerCase())));
const ids = (courses: Course[]) => courses.map((c) => c.id).sort((a, b) => a - b);

beforeAll(async () => {
  all = coursesSchema.parse((await api('/api/course/courses')).body);
});

// What a query finds is issue 31's table (search-matching.test.ts); this file holds the rules around it.
describe('GET /api/course/listCourses?search=', () => {
  it.each(['guit', 'GUITAR', 'design', 'learn', 'ing', 'yoga'])(
    "finds every course whose name, title or heading contain '%s'",
    async (term) => {
      const found = await search(term);
      expect(found.totalCourses).toBeGreaterThanOrEqual(substringMatches(term).length);
      expect(ids(found.courses)).toEqual(expect.arrayContaining(ids(substringMatches(term)).slice(0, 100)));
    },
  );

  it('lists every course for a blank search', async () => {
    expect((await search(' ')).totalCourses).toBe(all.length);
  });

  it("'guit' finds the Guitar course first", async () => {
    const found = await search('guit');
    expect(found.courses[0]?.courseName).toBe('Guitar');
  });

  it('ranks name matches before matches only in title or heading', async () => {
    const term = 'design';
    const found = await search(term);
    const places = (inName: boolean) =>
      found.courses.flatMap((c, place) => {
        const [name, ...others] = fields(c);
        return (inName ? name!.includes(term) : !name!.includes(term) && others.some((field) => field.includes(term)))
          ? [place]
          : [];
      });
    const [names, others] = [places(true), places(false)];
    expect(names.length).toBeGreaterThan(1);
    expect(others.length).toBeGreaterThan(0);
    expect(Math.max(...names)).toBeLessThan(Math.min(...others));
  });

  it('orders equal matches by rating, the better rated first', async () => {
    const found = await search('painting');
    const paintings = found.courses.filter((c) => c.courseName.endsWith(' Painting'));
    expect(paintings.length).toBeGreaterThan(2);
    const ratings = paintings.map((c) => c.courseRating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('pages through the ranked matches without overlap or gaps, with the same total on every page', async () => {
    const term = 'ing';
    const whole = await search(term);
    expect(whole.totalCourses).toBeGreaterThan(14);
    const pages: Course[] = [];
    for (let page = 1; page <= Math.ceil(whole.totalCourses / 7); page++) {
      const part = await search(term, { pageSize: '7', page: String(page) });
      expect(part.totalCourses).toBe(whole.totalCourses);
      pages.push(...part.courses);
    }
    expect(pages.map((c) => c.id)).toEqual(whole.courses.map((c) => c.id));
    const past = await search(term, { pageSize: '7', page: String(Math.ceil(whole.totalCourses / 7) + 1) });
    expect(past).toEqual({ courses: [], totalCourses: whole.totalCourses });
  });

  it('keeps the search within a category', async () => {
    const everywhere = await search('ing');
    const found = await search('ing', { filter: JSON.stringify({ categoryName: 'Dance and Music' }) });
    expect(found.totalCourses).toBeGreaterThan(0);
    expect(found.courses.every((c) => c.category === 'Dance and Music')).toBe(true);
    expect(found.courses.map((c) => c.id)).toEqual(
      everywhere.courses.filter((c) => c.category === 'Dance and Music').map((c) => c.id),
    );
  });

  it('matches a query in double quotes exactly', async () => {
    const found = await search('"web development"');
    expect(ids(found.courses)).toEqual(ids(substringMatches('web development')));
    expect((await search('"guitaar"')).totalCourses).toBe(0);
  });

  it.each(['%', '_', '\\', 'gu%r', '"%"', '"_"'])("treats '%s' as text, not a pattern", async (term) => {
    expect((await search(term)).totalCourses).toBe(0);
  });

  it('reads a line break as a space between words', async () => {
    expect((await search('guitar\nlessons')).courses[0]?.courseName).toBe('Guitar');
  });

  it('without a search keeps paging in id order', async () => {
    const { body } = await api('/api/course/listCourses?filter={}&pageSize=100');
    const ids = courseListSchema.parse(body).courses.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
