import type { z } from 'zod';
import {
  categoriesSchema,
  courseListSchema,
  coursesSchema,
  reviewListSchema,
  reviewSummarySchema,
  trainerEntriesSchema,
  trainerSchema,
} from '@/lib/contract';
import { slugify } from '@/lib/slug';
import { filterObject, NO_FILTERS } from '@/lib/academy/search/course-filters';
import { BackendNotFoundError, type AcademyBackend } from './types';
import { trainerEntryFromWire, trainerFromWire } from './wire';

const seg = (value: string) => encodeURIComponent(value);

/**
 * Speaks the spec's REST contract to another backend, validating every answer against the contract schemas, and
 * reads its odd spellings into the app's names (./wire.ts).
 */
export function httpBackend(baseUrl: string, fetchImpl: typeof fetch = fetch): AcademyBackend {
  const root = baseUrl.replace(/\/+$/, '');
  async function get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    const response = await fetchImpl(`${root}${path}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404) throw new BackendNotFoundError(`${path} not found`);
    if (!response.ok) throw new Error(`Academy API ${path} answered ${response.status}`);
    return schema.parse(await response.json());
  }
  return {
    categories: () => get('/category/getCategories', categoriesSchema),
    listCourses: (q) => {
      const params = new URLSearchParams({
        filter: JSON.stringify(filterObject(q.categoryName, q.filters ?? NO_FILTERS)),
      });
      if (q.search) params.set('search', q.search);
      if (q.page) params.set('page', String(q.page));
      if (q.pageSize) params.set('pageSize', String(q.pageSize));
      // The catalogue's own additions (issue 31): a backend that is only the spec's ignores them.
      if (q.sort && q.sort !== 'relevance') params.set('sort', q.sort);
      if (q.withCounts) params.set('facets', '1');
      return get(`/course/listCourses?${params}`, courseListSchema);
    },
    allCourses: () => get('/course/courses', coursesSchema),
    // The contract has no ranking call: rank the whole list the way the in-process query does.
    popularCourses: async (limit) =>
      [...(await get('/course/courses', coursesSchema))]
        .sort((a, b) => b.studentsCount - a.studentsCount || b.courseRating - a.courseRating || a.id - b.id)
        .slice(0, limit),
    // The contract has no single-course read: the spec's page matches the whole list by name.
    courseBySlug: async (slug) =>
      (await get('/course/courses', coursesSchema)).find((c) => slugify(c.courseName) === slugify(slug)) ?? null,
    // The contract knows no archived courses or renames: a course is on offer or unknown.
    courseAddress: async (slug) => {
      const course = (await get('/course/courses', coursesSchema)).find((c) => slugify(c.courseName) === slugify(slug));
      return course
        ? { state: 'live' as const, slug: slugify(course.courseName), categorySlug: slugify(course.categoryName) }
        : null;
    },
    categoryRedirects: async () => new Map<string, string>(),
    trainersForCourse: async (name) =>
      (await get(`/current/getTrainers/${seg(name)}`, trainerEntriesSchema)).map(trainerEntryFromWire),
    trainer: async (id) => trainerFromWire(await get(`/current/getTrainer/${id}`, trainerSchema)),
    trainerForBatch: async (courseId, batchId) =>
      (await get(`/current/getTrainer/${courseId}/${batchId}`, trainerEntriesSchema)).map(trainerEntryFromWire),
    reviews: async (name) =>
      (
        await get(
          `/reviews/listReviews?${new URLSearchParams({ filter: JSON.stringify({ courseName: name }) })}`,
          reviewListSchema,
        )
      ).reviews,
    reviewSummary: (name) => get(`/reviews/totalandavgcourse/${seg(name)}`, reviewSummarySchema),
  };
}
