import type { NextRequest } from 'next/server';
import { suggestionsQuery } from '@/lib/academy/query-params';
import { courseSuggestions } from '@/lib/backend/course-suggestions';
import type { SuggestionsAnswer } from '@/lib/contract/suggestions';
import { respondCacheable } from '@/lib/http/cacheable-read';

/** GET /api/suggestions?search=gui&category=music: the courses a search box suggests as the learner types (issue 31). */
export const GET = (request: NextRequest) =>
  respondCacheable(request, async (): Promise<SuggestionsAnswer> => {
    const params = request.nextUrl.searchParams;
    const { search, category } = suggestionsQuery.parse({
      search: params.get('search') ?? '',
      category: params.get('category') || undefined,
    });
    return { suggestions: await courseSuggestions(search, category) };
  });
