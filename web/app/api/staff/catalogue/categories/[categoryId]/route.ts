import type { NextRequest } from 'next/server';
import { parseId } from '@/lib/academy/query-params';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { deleteCategory } from '@/lib/staff/catalogue/categories';
import { requireStaff } from '@/lib/staff/guard';
import { categoryEntry, saveCatalogueEntry } from '../../_lib/save-entry';

type Context = RouteContext<'/api/staff/catalogue/categories/[categoryId]'>;

/** An admin changes a category; a new name moves its pages and the old addresses answer 308. */
export const PUT = (request: NextRequest, { params }: Context) =>
  respond(() =>
    saveCatalogueEntry(request, categoryEntry, async () => parseId('categoryId', (await params).categoryId)),
  );

/** An admin removes an empty category; 409 while it holds courses. */
export const DELETE = (request: NextRequest, { params }: Context) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('categoryId', (await params).categoryId);
    publishCatalogue((await deleteCategory(member.id, id)).touched);
    return { deleted: true };
  });
