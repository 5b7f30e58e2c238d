import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { setCourseState } from '@/lib/staff/catalogue/courses';
import { requireStaff } from '@/lib/staff/guard';
import { courseStateSchema } from '@/lib/validation/catalogue';

/**
 * An admin publishes, archives, restores or deletes a course: `{action}` -> `{status, archived, deleted}`. Publishing
 * a draft that lacks a priced batch, a picture or a what-you-learn is refused with 409 and `missing` (issue 52);
 * deleting a course that learners enrolled in, reviewed or asked about with 409: it is archived instead.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/catalogue/courses/[courseId]/state'>) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('courseId', (await params).courseId);
    const { touched, ...state } = await setCourseState(
      member.id,
      id,
      parseInput(courseStateSchema, await readJson(request)).action,
    );
    publishCatalogue(touched);
    return { ...state, archived: state.status === 'archived' };
  });
