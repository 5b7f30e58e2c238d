import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { saveCategory } from '@/lib/staff/catalogue/categories';
import { requireStaff } from '@/lib/staff/guard';
import { categoryFormSchema } from '@/lib/validation/catalogue';

/** An admin adds a category: `{name, icon, position}` -> 201 `{id, slug}`; 409 when the name's address is taken. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const { touched, ...saved } = await saveCategory(member.id, null, parseInput(categoryFormSchema, await readJson(request)));
    publishCatalogue(touched);
    return Response.json(saved, { status: 201 });
  });
