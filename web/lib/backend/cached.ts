import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { draftAware } from '@/lib/cache/draft-aware';
import { env } from '@/lib/env';
import { slugify } from '@/lib/slug';
import { backend } from './index';
import { backendTags, courseListTags, listTags } from './cache-tags';
import { catalogueFilterSchema } from '@/lib/academy/query-params';
import type { CourseSort } from '@/lib/academy/search/course-filters';

// Cached reads for the pages. A failed read throws and is not cached, so the page shows its error state and the
// next request tries again. This app's own writes revalidate the tags (see cache-tags.ts); a remote backend's
// writes are not seen here, so its answers are kept for minutes only. Each read is a plain loader, stored by a
// 'use cache' function, and run directly in draft mode (lib/cache/draft-aware.ts).
const keep = () => (env.ACADEMY_API_URL ? cacheLife('minutes') : cacheLife('hours'));

const loadCategoryCourses = async (categoryName: string, pageSize: number) =>
  (await backend.listCourses({ categoryName, page: 1, pageSize })).courses;
const loadCourseNames = async () => [...new Set((await backend.allCourses()).map((course) => course.courseName))];
/** `filters`: the filters as the REST call's JSON (`filterObject`), a plain string so it can be part of a cache key. */
const loadCourseList = (
  categoryName: string | undefined,
  search: string | undefined,
  page: number,
  pageSize: number,
  filters = '{}',
  sort: CourseSort = 'relevance',
  withCounts = false,
) => {
  const { categoryName: _none, ...chosen } = catalogueFilterSchema.parse(JSON.parse(filters));
  return backend.listCourses({ categoryName, search, page, pageSize, filters: chosen, sort, withCounts });
};

/** The reads about one course, by its slug or name: the course's tag revalidates each. */
const courseReads = {
  course: (slug: string) => backend.courseBySlug(slug),
  trainers: (courseName: string) => backend.trainersForCourse(courseName),
  reviews: (courseName: string) => backend.reviews(courseName),
  reviewSummary: (courseName: string) => backend.reviewSummary(courseName),
};
type CourseRead = keyof typeof courseReads;
type CourseAnswer<R extends CourseRead> = Awaited<ReturnType<(typeof courseReads)[R]>>;

// One cached function for them all: its arguments, the read and the course, are the cache key.
async function storedCourseRead<R extends CourseRead>(read: R, course: string): Promise<CourseAnswer<R>> {
  'use cache';
  cacheTag(backendTags.all, backendTags.course(course));
  keep();
  return courseReads[read](course) as Promise<CourseAnswer<R>>;
}

const cachedCourseRead = <R extends CourseRead>(read: R) =>
  draftAware(
    (course: string) => storedCourseRead(read, course),
    courseReads[read] as (course: string) => Promise<CourseAnswer<R>>,
  );

async function storedCategories() {
  'use cache';
  cacheTag(backendTags.all, backendTags.catalogue);
  keep();
  return backend.categories();
}

// The query's fields are passed one by one: an object's key order would be part of the key.
async function storedCourseList(
  categoryName: string | undefined,
  search: string | undefined,
  page: number,
  pageSize: number,
  filters?: string,
  sort?: CourseSort,
  withCounts?: boolean,
) {
  'use cache';
  keep();
  const list = await loadCourseList(categoryName, search, page, pageSize, filters, sort, withCounts);
  cacheTag(...courseListTags(list.courses, search, sort));
  return list;
}

async function storedPopularCourses(limit: number) {
  'use cache';
  keep();
  const courses = await backend.popularCourses(limit);
  cacheTag(...listTags(courses), backendTags.ranking);
  return courses;
}

async function storedCategoryCourses(categoryName: string, pageSize: number) {
  'use cache';
  keep();
  const courses = await loadCategoryCourses(categoryName, pageSize);
  cacheTag(...listTags(courses));
  return courses;
}

async function storedCourseNames() {
  'use cache';
  cacheTag(backendTags.all, backendTags.catalogue);
  keep();
  return loadCourseNames();
}

export const cachedCourse = cachedCourseRead('course');
export const cachedTrainers = cachedCourseRead('trainers');
export const cachedReviews = cachedCourseRead('reviews');
export const cachedReviewSummary = cachedCourseRead('reviewSummary');
export const cachedCategories = draftAware(storedCategories, () => backend.categories());
/** Whether a name or slug is one of the catalogue's categories, by the cached list. */
export async function isCatalogueCategory(nameOrSlug: string): Promise<boolean> {
  const slug = slugify(nameOrSlug);
  return (await cachedCategories()).some((category) => slugify(category.category) === slug);
}
/** One page of the catalogue; every argument is part of the key, so a search is only answered from its own entry. */
export const cachedCourseList = draftAware(storedCourseList, loadCourseList);
/** The home page's "Popular courses". */
export const cachedPopularCourses = draftAware(storedPopularCourses, (limit: number) => backend.popularCourses(limit));
/** The first courses of a category, for "related courses". */
export const cachedCategoryCourses = draftAware(storedCategoryCourses, loadCategoryCourses);
/** Every course's name once, in the API's order: the contact and trainer forms' course dropdowns. */
export const cachedCourseNames = draftAware(storedCourseNames, loadCourseNames);
