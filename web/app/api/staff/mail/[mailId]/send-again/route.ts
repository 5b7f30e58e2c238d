import type { NextRequest } from 'next/server';
import { parseId } from '@/lib/academy/query-params';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { sendAgain } from '@/lib/staff/outbox';

/** An admin sends an undelivered mail again: 200 `{id, status: 'queued'}`; 400 for mail that is not undelivered. */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/mail/[mailId]/send-again'>) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    return sendAgain(member.id, parseId('mailId', (await params).mailId));
  });
