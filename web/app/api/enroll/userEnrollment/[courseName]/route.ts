import { createEnrolment } from '@/lib/academy/enrolments';
import { writerOf } from '@/lib/academy/writers';
import { parseTextParam } from '@/lib/academy/query-params';
import { ENROLMENT_FIELDS_ON_THE_WIRE, enrolmentFromBody, withWireFieldNames } from '@/lib/backend/wire-forms';
import { decodeSegment } from '@/lib/http/params';
import { readJson } from '@/lib/http/read-body';
import { respondOnce } from '@/lib/http/idempotent';

export const POST = (request: Request, { params }: RouteContext<'/api/enroll/userEnrollment/[courseName]'>) =>
  respondOnce(
    request,
    'enrolment',
    async () => {
      const { courseName } = await params;
      // The address is checked before the body, so a bad course name is the answer whatever the body holds.
      const course = parseTextParam('courseName', decodeSegment(courseName));
      const enrolment = enrolmentFromBody(await readJson(request));
      const writer = await writerOf(request);
      return withWireFieldNames(ENROLMENT_FIELDS_ON_THE_WIRE, () => createEnrolment(course, enrolment, writer));
    },
    201,
  );
