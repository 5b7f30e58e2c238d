import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { deleteCategory, saveCategory } from '@/lib/staff/catalogue/categories';
import { requireStaff } from '@/lib/staff/guard';
import { categoryFormSchema } from '@/lib/validation/catalogue';

type Context = RouteContext<'/api/staff/catalogue/categories/[categoryId]'>;

/** An admin changes a category; a new name moves its pages and the old addresses answer 308. */
export const PUT = (request: NextRequest, { params }: Context) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('categoryId', (await params).categoryId);
    const { touched, ...saved } = await saveCategory(member.id, id, parseInput(categoryFormSchema, await readJson(request)));
    publishCatalogue(touched);
    return saved;
  });

/** An admin removes an empty category; 409 while it holds courses. */
export const DELETE = (request: NextRequest, { params }: Context) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('categoryId', (await params).categoryId);
    publishCatalogue((await deleteCategory(member.id, id)).touched);
    return { deleted: true };
  });
