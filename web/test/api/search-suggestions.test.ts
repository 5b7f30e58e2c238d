import { describe, expect, it } from 'vitest';
import { courseListSchema } from '@/lib/contract';
import { SUGGESTION_COUNT, type SuggestionsAnswer } from '@/lib/contract/suggestions';
import { slugify } from '@/lib/slug';
import { api } from '../http';

const suggest = async (params: Record<string, string>) => {
  const answer = await api(`/api/suggestions?${new URLSearchParams(params)}`);
  expect(answer.status).toBe(200);
  return (answer.body as SuggestionsAnswer).suggestions;
};
const searched = async (search: string, filter: object = {}) =>
  courseListSchema.parse(
    (
      await api(
        `/api/course/listCourses?${new URLSearchParams({ filter: JSON.stringify(filter), search, pageSize: '50' })}`,
      )
    ).body,
  );

// Issue 31: the search boxes' suggestions are the catalogue search's first courses, each leading to its page.
describe('GET /api/suggestions', () => {
  it.each(['guitaar', 'bharatnatyam', 'phython course', 'योग', 'piano', 'design'])(
    "suggests what the catalogue's search for '%s' lists first, in its order",
    async (text) => {
      const suggestions = await suggest({ search: text });
      const list = await searched(text);
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.map((s) => s.name)).toEqual(list.courses.slice(0, SUGGESTION_COUNT).map((c) => c.courseName));
      expect(suggestions.map((s) => s.category)).toEqual(
        list.courses.slice(0, SUGGESTION_COUNT).map((c) => c.categoryName),
      );
    },
  );

  it("carries each category's Hindi name, which the Hindi pages show (issue 52)", async () => {
    const [first] = await suggest({ search: 'guitar' });
    expect(first).toMatchObject({ name: 'Guitar', category: 'Dance and Music', hindi: { category: 'नृत्य और संगीत' } });
  });

  it('leads each suggestion to its course page, which exists', async () => {
    const suggestions = await suggest({ search: 'design' });
    expect((await searched('design')).totalCourses).toBeGreaterThan(SUGGESTION_COUNT);
    expect(suggestions).toHaveLength(SUGGESTION_COUNT);
    for (const { name, category, href } of suggestions) {
      expect(href).toBe(`/course/${slugify(category)}/${slugify(name)}`);
      const page = await api(href);
      expect(page.status).toBe(200);
      expect(page.text).toContain(name);
    }
  });

  it("keeps to the box's category; a category that is none suggests nothing", async () => {
    const inArts = await suggest({ search: 'painting', category: 'arts' });
    expect(inArts.length).toBeGreaterThan(0);
    const arts = await searched('painting', { categoryName: 'arts' });
    expect(inArts.map((s) => s.name)).toEqual(arts.courses.slice(0, SUGGESTION_COUNT).map((c) => c.courseName));
    expect(new Set(inArts.map((s) => s.category)).size).toBe(1);
    expect(await suggest({ search: 'yoga', category: 'technology' })).toEqual([]);
    expect(await suggest({ search: 'painting', category: 'no-such-category' })).toEqual([]);
  });

  it('suggests nothing for one letter, a blank, or a word the catalogue lacks', async () => {
    for (const search of ['g', ' ', '', 'zzzz']) expect(await suggest({ search })).toEqual([]);
  });

  it('is a cacheable read with a validator', async () => {
    const first = await api('/api/suggestions?search=guit');
    expect(first.headers.get('cache-control')).toMatch(/public/);
    const etag = first.headers.get('etag')!;
    const again = await api('/api/suggestions?search=guit', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses bad input with a 400 naming it, never a 500', async () => {
    const cases = [
      `search=${'a'.repeat(201)}`,
      'search=gu%00it',
      'search=guit&category=ar%00ts',
      `search=guit&category=${'x'.repeat(201)}`,
    ];
    for (const query of cases) {
      const { status, body } = await api(`/api/suggestions?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatch(/search|category/);
    }
  });
});
