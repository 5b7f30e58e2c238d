import { cacheLife, cacheTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { listCourses } from '@/lib/academy/catalogue';
import { isDomainError, notFound } from '@/lib/academy/errors';
import type { CourseList } from '@/lib/academy/model';
import { listCoursesQuery, parseJsonParam } from '@/lib/academy/query-params';
import { filterObject, type CourseSort } from '@/lib/academy/search/course-filters';
import { countSearch } from '@/lib/academy/search/search-log';
import { backendTags, courseListTags } from '@/lib/backend/cache-tags';
import { getSearchSynonyms } from '@/lib/content';
import { respondCacheable } from '@/lib/http/cacheable-read';
import { rememberedRead } from '@/lib/http/remembered-reads';

/**
 * One answer, kept until a write revalidates its tags (issue 31: a search repeated costs no ranking and no
 * statement; `courseListTags`). Its arguments are the query once checked, written one way.
 */
async function storedList(
  filter: string,
  search: string,
  page: number,
  pageSize: number,
  sort: CourseSort,
  facets: boolean,
) {
  'use cache';
  cacheLife('hours');
  const query = listCoursesQuery.parse({
    filter: JSON.parse(filter),
    search,
    page: String(page),
    pageSize: String(pageSize),
    sort,
    facets: facets ? '1' : '0',
  });
  let list: CourseList;
  try {
    list = await listCourses(query, search ? await getSearchSynonyms() : []);
  } catch (error) {
    // A domain error does not cross the cache as itself: an unknown category is kept as its message, until the
    // catalogue changes.
    if (!isDomainError(error, 'not-found')) throw error;
    cacheTag(backendTags.all, backendTags.catalogue);
    return { notFound: error.message };
  }
  cacheTag(...courseListTags(list.courses, search, sort));
  return list;
}

export const GET = (request: NextRequest) =>
  respondCacheable(request, async () => {
    const params = request.nextUrl.searchParams;
    const query = listCoursesQuery.parse({
      filter: parseJsonParam('filter', params.get('filter')),
      search: params.get('search') ?? '',
      page: params.get('page'),
      pageSize: params.get('pageSize'),
      sort: params.get('sort'),
      facets: params.get('facets'),
    });
    const { categoryName, ...filters } = query.filter;
    // A search's first page counts (issue 31), however it is answered.
    if (query.search && query.page === 1) countSearch(query.search);
    const args = [
      JSON.stringify(filterObject(categoryName, filters)),
      query.search,
      query.page,
      query.pageSize,
      query.sort,
      query.facets,
    ] as const;
    // The answer serialized once, while no write has changed it (issue 31).
    return rememberedRead(`listCourses ${JSON.stringify(args)}`, async () => {
      const list = await storedList(...args);
      if ('notFound' in list) throw notFound(list.notFound);
      return list;
    });
  });
