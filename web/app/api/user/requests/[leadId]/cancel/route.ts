import type { NextRequest } from 'next/server';
import { cancelByLearner } from '@/lib/leads/learner-cancel';
import { parseId } from '@/lib/academy/query-params';
import { requireSession } from '@/lib/academy/sessions';
import { respond } from '@/lib/http/respond';

/** Cancels one of my demo requests while nobody has worked it -> 200 `{status: 'cancelled'}`; 409 once it is being handled. */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/user/requests/[leadId]/cancel'>) =>
  respond(async () => {
    const { user } = await requireSession(request);
    const id = parseId('leadId', (await params).leadId);
    return { status: await cancelByLearner(user.email, id) };
  });
