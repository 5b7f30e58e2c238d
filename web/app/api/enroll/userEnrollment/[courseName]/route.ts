import { createEnrolment, parseEnrolment } from '@/lib/academy/enrolments';
import { parseTextParam } from '@/lib/academy/query-params';
import { decodeSegment } from '@/lib/http/params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';

export const POST = (request: Request, { params }: RouteContext<'/api/enroll/userEnrollment/[courseName]'>) =>
  respond(async () => {
    const { courseName } = await params;
    return createEnrolment(parseTextParam('courseName', decodeSegment(courseName)), parseEnrolment(await readJson(request)));
  }, 201);
