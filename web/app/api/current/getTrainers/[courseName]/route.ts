import { trainersForCourse } from '@/lib/academy/trainers';
import { parseTextParam } from '@/lib/academy/query-params';
import { trainerEntryToWire } from '@/lib/backend/wire';
import { decodeSegment } from '@/lib/http/params';
import { respondCacheable } from '@/lib/http/cacheable-read';

export const GET = (request: Request, { params }: RouteContext<'/api/current/getTrainers/[courseName]'>) =>
  respondCacheable(request, async () =>
    (await trainersForCourse(parseTextParam('courseName', decodeSegment((await params).courseName)))).map(
      trainerEntryToWire,
    ),
  );
