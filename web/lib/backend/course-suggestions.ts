import 'server-only';
import { SUGGESTION_COUNT, type CourseSuggestion } from '@/lib/contract/suggestions';
import { coursePath } from '@/lib/routes/pages';
import { cachedCourseList, isCatalogueCategory } from './cached';

/**
 * The first courses the catalogue's search finds for what is typed so far (the same ranking, synonyms and cache
 * entries as a searched page of the catalogue), as the search boxes suggest them. A category that is no longer one
 * suggests nothing (checked first: a failed read would not cross the cache as itself).
 */
export async function courseSuggestions(search: string, category: string | undefined): Promise<CourseSuggestion[]> {
  if (search.length < 2 || (category !== undefined && !(await isCatalogueCategory(category)))) return [];
  const list = await cachedCourseList(category, search, 1, SUGGESTION_COUNT);
  return list.courses.map((course) => ({
    name: course.courseName,
    category: course.category,
    href: coursePath(course.category, course.courseName),
    ...(course.hindi?.categoryName ? { hindi: { category: course.hindi.categoryName } } : {}),
  }));
}
