import { trainersForCourse } from '@/lib/academy/trainers';
import { parseTextParam } from '@/lib/academy/query-params';
import { decodeSegment } from '@/lib/http/params';
import { respond } from '@/lib/http/respond';

export const GET = (_request: Request, { params }: RouteContext<'/api/current/getTrainers/[courseName]'>) =>
  respond(async () => trainersForCourse(parseTextParam('courseName', decodeSegment((await params).courseName))));
