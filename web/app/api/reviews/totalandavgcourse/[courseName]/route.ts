import { reviewSummary } from '@/lib/academy/reviews';
import { parseTextParam } from '@/lib/academy/query-params';
import { decodeSegment } from '@/lib/http/params';
import { respondCacheable } from '@/lib/http/cacheable-read';

export const GET = (request: Request, { params }: RouteContext<'/api/reviews/totalandavgcourse/[courseName]'>) =>
  respondCacheable(request, async () =>
    reviewSummary(parseTextParam('courseName', decodeSegment((await params).courseName))),
  );
