import { reviewSummary } from '@/lib/academy/reviews';
import { parseTextParam } from '@/lib/academy/query-params';
import { decodeSegment } from '@/lib/http/params';
import { respond } from '@/lib/http/respond';

export const GET = (_request: Request, { params }: RouteContext<'/api/reviews/totalandavgcourse/[courseName]'>) =>
  respond(async () => reviewSummary(parseTextParam('courseName', decodeSegment((await params).courseName))));
