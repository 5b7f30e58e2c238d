import { trainersForCourse } from '@/lib/academy/trainers';
import { parseTextParam } from '@/lib/academy/query-params';
import { decodeSegment } from '@/lib/http/params';
import { respondCacheable } from '@/lib/http/cacheable-read';

export const GET = (request: Request, { params }: RouteContext<'/api/current/getTrainers/[courseName]'>) =>
  respondCacheable(request, async () => trainersForCourse(parseTextParam('courseName', decodeSegment((await params).courseName))));
