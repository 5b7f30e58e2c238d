import { beforeAll, describe, expect, it } from 'vitest';
import { courseListSchema, coursesSchema, type Course } from '@/lib/contract';
import { api } from '../http';

const search = async (term: string, params: Record<string, string> = {}) => {
  const { status, body } = await api(`/api/course/listCourses?${new URLSearchParams({ filter: '{}', search: term, pageSize: '100', ...params })}`);
  expect(status).toBe(200);
  return courseListSchema.parse(body);
};

/** Where a course matches: 0 the name starts with the term, 1 the name has it, 2 the title, 3 only the heading. */
const tier = (course: Course, term: string) => {
  const [name, title] = [course.courseName.toLowerCase(), course.courseTitle.toLowerCase()];
  const t = term.toLowerCase();
  return name.startsWith(t) ? 0 : name.includes(t) ? 1 : title.includes(t) ? 2 : 3;
};

let all: Course[];
/** What a plain substring search over name, title and heading finds, the rule search followed before ranking. */
const substringMatches = (term: string) =>
  all.filter((c) => [c.courseName, c.courseTitle, c.courseHeading].some((field) => field.toLowerCase().includes(term.toLowerCase())));

beforeAll(async () => {
  all = coursesSchema.parse((await api('/api/course/courses')).body);
});

describe('GET /api/course/listCourses?search=', () => {
  it.each(['guit', 'GUITAR', 'design', 'learn', 'and', 'yoga', 'in ', ' '])(
    "finds exactly the courses whose name, title or heading contain '%s', in any case",
    async (term) => {
      const trimmed = term.trim();
      const found = await search(term);
      const expected = trimmed ? substringMatches(trimmed) : all;
      expect(found.totalCourses).toBe(expected.length);
      expect(found.courses.map((c) => c.id).sort((a, b) => a - b)).toEqual(expected.slice(0, 100).map((c) => c.id).sort((a, b) => a - b));
    },
  );

  it("'guit' finds the Guitar course first", async () => {
    const found = await search('guit');
    expect(found.courses[0]?.courseName).toBe('Guitar');
  });

  it('ranks name matches before title matches before heading-only matches, closer names first', async () => {
    // A term found in names, titles and headings alike, so every tier is present.
    const term = 'learn';
    const found = await search(term);
    const tiers = found.courses.map((c) => tier(c, term));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers).size).toBeGreaterThan(1);
    for (let i = 1; i < found.courses.length; i++) {
      const [a, b] = [found.courses[i - 1]!, found.courses[i]!];
      if (tier(a, term) === tier(b, term)) expect(a.courseName.length).toBeLessThanOrEqual(b.courseName.length);
    }
  });

  it('pages through the ranked matches without overlap or gaps, with the same total on every page', async () => {
    const term = 'a';
    const whole = await search(term);
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
    const found = await search('a', { filter: JSON.stringify({ categoryName: 'Dance and Music' }) });
    expect(found.totalCourses).toBe(substringMatches('a').filter((c) => c.category === 'Dance and Music').length);
    expect(found.courses.every((c) => c.category === 'Dance and Music')).toBe(true);
  });

  it.each(['%', '_', '\\', 'gu%r', 'gu_tar', 'guitar\nlessons'])("treats '%s' as text, not a pattern", async (term) => {
    const found = await search(term);
    expect(found.totalCourses).toBe(substringMatches(term).length);
    expect(found.totalCourses).toBe(0);
  });

  it('without a search keeps paging in id order', async () => {
    const { body } = await api('/api/course/listCourses?filter={}&pageSize=100');
    const ids = courseListSchema.parse(body).courses.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
