import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { saveCourse } from '@/lib/staff/catalogue/courses';
import { requireStaff } from '@/lib/staff/guard';
import { courseFormSchema, MAX_CATALOGUE_JSON_BYTES } from '@/lib/validation/catalogue';

/** An admin adds a course (the course form's fields) -> 201 `{id, slug}`; live on the next request of every page. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const form = parseInput(courseFormSchema, await readJson(request, MAX_CATALOGUE_JSON_BYTES));
    const { touched, ...saved } = await saveCourse(member.id, null, form);
    publishCatalogue(touched);
    return Response.json(saved, { status: 201 });
  });
