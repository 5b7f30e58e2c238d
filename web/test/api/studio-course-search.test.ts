import { describe, expect, inject, it } from 'vitest';
import { courseListSchema } from '@/lib/contract';
import { slugify } from '@/lib/slug';
import { SEARCH_RESULTS, searchCourses } from '../../../studio/featured-courses/search-courses';
import { api } from '../http';

// The Studio's course picker (studio/featured-courses) searches the live catalogue through the site's GraphQL API,
// with graphql-request: the same matches, in the same order, as the catalogue's own search.

describe('the Studio\u2019s course search', () => {
  it('finds courses by name, title or heading, best match first, as listCourses does', async () => {
    for (const text of ['paint', ' Guitar ', 'python']) {
      const expected = courseListSchema.parse(
        (
          await api(
            `/api/course/listCourses?filter={}&search=${encodeURIComponent(text.trim())}&pageSize=${SEARCH_RESULTS}`,
          )
        ).body,
      );
      const found = await searchCourses(inject('baseUrl'), text);
      expect(found, text).toEqual(
        expected.courses.map((c) => ({ slug: slugify(c.courseName), name: c.courseName, category: c.categoryName })),
      );
      expect(found.length, text).toBeGreaterThan(0);
    }
    expect(await searchCourses(inject('baseUrl'), 'no course is called this')).toEqual([]);
  });

  it('fails with a readable error when the site cannot be reached or refuses the search', async () => {
    await expect(searchCourses('http://127.0.0.1:9', 'guitar')).rejects.toThrow();
    await expect(searchCourses(inject('baseUrl'), 'x'.repeat(201))).rejects.toThrow(/at most 200 characters/);
  });
});
