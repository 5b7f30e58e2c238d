import { createEnrolment, parseEnrolment } from '@/lib/academy/enrolments';
import { parseTextParam } from '@/lib/academy/query-params';
import { ENROLMENT_FIELDS_ON_THE_WIRE, enrolmentFromWire, withWireFieldNames } from '@/lib/backend/wire-forms';
import { decodeSegment } from '@/lib/http/params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';

export const POST = (request: Request, { params }: RouteContext<'/api/enroll/userEnrollment/[courseName]'>) =>
  respond(async () => {
    const { courseName } = await params;
    const enrolment = enrolmentFromWire(parseEnrolment(await readJson(request)));
    return withWireFieldNames(ENROLMENT_FIELDS_ON_THE_WIRE, () => createEnrolment(parseTextParam('courseName', decodeSegment(courseName)), enrolment));
  }, 201);
