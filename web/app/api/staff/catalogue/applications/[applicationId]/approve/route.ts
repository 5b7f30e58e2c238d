import type { NextRequest } from 'next/server';
import { parseId } from '@/lib/academy/query-params';
import { respond } from '@/lib/http/respond';
import { publishCatalogue } from '@/lib/page-cache/catalogue-publish';
import { approveApplication } from '@/lib/staff/catalogue/applications';
import { requireStaff } from '@/lib/staff/guard';

/** "Approve" a trainer application -> 201 `{trainerId}`; 409 when it was approved already. */
export const POST = (
  request: NextRequest,
  { params }: RouteContext<'/api/staff/catalogue/applications/[applicationId]/approve'>,
) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('applicationId', (await params).applicationId);
    const { touched, trainerId } = await approveApplication(member.id, id);
    publishCatalogue(touched);
    return Response.json({ trainerId }, { status: 201 });
  });
