import { contentTags } from '@/lib/content/tags';
import { slugify } from '@/lib/slug';

/**
 * Tags of the cached academy reads (`cached.ts`). A write that changes what a page shows revalidates the tag
 * of what it changed: a review moves its course's rating, summary and list.
 */
export const backendTags = {
  /** Everything read from the academy API. */
  all: 'academy',
  /** One course's page: the course, its trainers and its reviews. Any spelling of the name gives one tag. */
  course: (courseName: string) => `academy:course:${slugify(courseName)}`,
  /** The course lists (related courses, categories). */
  catalogue: 'academy:catalogue',
  /** The order of "Popular courses": a review can move a course into it (ratings break ties). */
  ranking: 'academy:ranking',
} as const;

/** A list's tags: the catalogue's, and each listed course's, so a review of one course refreshes every list showing it. */
export const listTags = (courses: readonly { courseName: string }[]) => [
  backendTags.all,
  backendTags.catalogue,
  ...courses.map((course) => backendTags.course(course.courseName)),
];

/**
 * A course list's tags (listTags), and what else its answer leans on: marketing's search synonyms for a search
 * (publishing them refreshes it), and the ranking when ratings order it (a search's ties, sort=rating): a review of
 * a course not listed can move it in.
 */
export const courseListTags = (
  courses: readonly { courseName: string }[],
  search: string | undefined,
  sort: string | undefined,
) => [
  ...listTags(courses),
  ...(search || sort === 'rating' ? [backendTags.ranking] : []),
  ...(search ? [contentTags.searchSynonyms] : []),
];
