import { trainersForCourse } from '@/lib/academy/trainers';
import { decodeSegment } from '@/lib/http/params';
import { respond } from '@/lib/http/respond';

export const GET = (_request: Request, { params }: RouteContext<'/api/current/getTrainers/[courseName]'>) =>
  respond(async () => trainersForCourse(decodeSegment((await params).courseName)));
