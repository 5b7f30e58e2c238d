import 'server-only';
import { isDomainError } from '@/lib/academy/errors';
import { categoryRedirects, courseAddress } from '@/lib/academy/addresses';
import { allCourses, courseBySlug, listCategories, listCourses, popularCourses } from '@/lib/academy/catalogue';
import { listCoursesQuery } from '@/lib/academy/query-params';
import { filterObject, NO_FILTERS } from '@/lib/academy/search/course-filters';
// Not '@/lib/content': the proxy reaches this file, and the page getters there read next-intl's page language.
import { getSearchSynonyms } from '@/lib/content/search-synonyms';
import { listReviews, reviewSummary } from '@/lib/academy/reviews';
import { trainerById, trainerForBatch, trainersForCourse } from '@/lib/academy/trainers';
import { BackendNotFoundError, type AcademyBackend } from './types';

async function translate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error, 'not-found')) throw new BackendNotFoundError(error.message);
    throw error;
  }
}

/** Calls the domain services directly: no HTTP hop when the pages and the API share a process. */
export const inProcessBackend: AcademyBackend = {
  categories: () => translate(listCategories),
  listCourses: (q) =>
    translate(async () =>
      listCourses(
        listCoursesQuery.parse({
          filter: filterObject(q.categoryName, q.filters ?? NO_FILTERS),
          search: q.search ?? '',
          page: q.page ? String(q.page) : null,
          pageSize: q.pageSize ? String(q.pageSize) : null,
          sort: q.sort ?? null,
          facets: q.withCounts ? '1' : null,
        }),
        q.search ? await getSearchSynonyms() : [],
      ),
    ),
  allCourses: () => translate(allCourses),
  popularCourses: (limit) => translate(() => popularCourses(limit)),
  courseBySlug: (slug) => translate(() => courseBySlug(slug)),
  courseAddress: (slug) => translate(() => courseAddress(slug)),
  categoryRedirects: () => translate(categoryRedirects),
  trainersForCourse: (name) => translate(() => trainersForCourse(name)),
  trainer: (id) => translate(() => trainerById(id)),
  trainerForBatch: (courseId, batchId) => translate(() => trainerForBatch(courseId, batchId)),
  reviews: (name) => translate(() => listReviews(name)),
  reviewSummary: (name) => translate(() => reviewSummary(name)),
};
