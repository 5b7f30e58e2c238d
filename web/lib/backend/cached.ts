import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { env } from '@/lib/env';
import { backend, type CourseQuery } from './index';
import { backendTags, listTags } from './cache-tags';

// Cached reads for the pages. A failed read throws and is not cached, so the page shows its error state and the
// next request tries again. This app's own writes revalidate the tags (see cache-tags.ts); a remote backend's
// writes are not seen here, so its answers are kept for minutes only.
const keep = () => (env.ACADEMY_API_URL ? cacheLife('minutes') : cacheLife('hours'));

export async function cachedCourse(slug: string) {
  'use cache';
  cacheTag(backendTags.all, backendTags.course(slug));
  keep();
  return backend.courseBySlug(slug);
}

export async function cachedTrainers(courseName: string) {
  'use cache';
  cacheTag(backendTags.all, backendTags.course(courseName));
  keep();
  return backend.trainersForCourse(courseName);
}

export async function cachedReviews(courseName: string) {
  'use cache';
  cacheTag(backendTags.all, backendTags.course(courseName));
  keep();
  return backend.reviews(courseName);
}

export async function cachedReviewSummary(courseName: string) {
  'use cache';
  cacheTag(backendTags.all, backendTags.course(courseName));
  keep();
  return backend.reviewSummary(courseName);
}

export async function cachedCategories() {
  'use cache';
  cacheTag(backendTags.all, backendTags.catalogue);
  keep();
  return backend.categories();
}

/**
 * One page of the catalogue. Every argument is part of the key, so a search is only ever answered from the same
 * search's entry. The query's fields are passed one by one: an object's key order would be part of the key.
 */
export async function cachedCourseList(categoryName: string | undefined, search: string | undefined, page: number, pageSize: number) {
  'use cache';
  keep();
  const list = await backend.listCourses({ categoryName, search, page, pageSize } satisfies CourseQuery);
  cacheTag(...listTags(list.courses));
  return list;
}

/** The home page's "Popular courses". */
export async function cachedPopularCourses(limit: number) {
  'use cache';
  keep();
  const courses = await backend.popularCourses(limit);
  cacheTag(...listTags(courses), backendTags.ranking);
  return courses;
}

/** The first courses of a category, for "related courses". */
export async function cachedCategoryCourses(categoryName: string, pageSize: number) {
  'use cache';
  keep();
  const { courses } = await backend.listCourses({ categoryName, page: 1, pageSize });
  cacheTag(...listTags(courses));
  return courses;
}

/** Every course's name once, in the API's order: the contact and trainer forms' course dropdowns. */
export async function cachedCourseNames() {
  'use cache';
  cacheTag(backendTags.all, backendTags.catalogue);
  keep();
  return [...new Set((await backend.allCourses()).map((course) => course.courseName))];
}
