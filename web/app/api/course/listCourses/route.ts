import type { NextRequest } from 'next/server';
import { listCourses } from '@/lib/academy/catalogue';
import { listCoursesQuery, parseJsonParam } from '@/lib/academy/query-params';
import { respondCacheable } from '@/lib/http/cacheable-read';
import { getSearchSynonyms } from '@/lib/content';

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
    return listCourses(query, query.search ? await getSearchSynonyms() : []);
  });
