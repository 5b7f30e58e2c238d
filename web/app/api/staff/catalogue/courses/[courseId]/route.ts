import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { saveCourse } from '@/lib/staff/catalogue/courses';
import { requireStaff } from '@/lib/staff/guard';
import { courseFormSchema, MAX_CATALOGUE_JSON_BYTES } from '@/lib/validation/catalogue';

/** An admin changes a course; a rename moves its page and the old address answers 308. */
export const PUT = (request: NextRequest, { params }: RouteContext<'/api/staff/catalogue/courses/[courseId]'>) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('courseId', (await params).courseId);
    const form = parseInput(courseFormSchema, await readJson(request, MAX_CATALOGUE_JSON_BYTES));
    const { touched, ...saved } = await saveCourse(member.id, id, form);
    publishCatalogue(touched);
    return saved;
  });
