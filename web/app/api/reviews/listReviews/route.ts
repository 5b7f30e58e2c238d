import type { NextRequest } from 'next/server';
import { parseJsonParam, reviewFilterSchema } from '@/lib/academy/query-params';
import { listReviews } from '@/lib/academy/reviews';
import { respondCacheable } from '@/lib/http/cacheable-read';

export const GET = (request: NextRequest) =>
  respondCacheable(request, async () => {
    const filter = reviewFilterSchema.parse(parseJsonParam('filter', request.nextUrl.searchParams.get('filter')));
    return { reviews: await listReviews(filter.courseName) };
  });
