import type { NextRequest } from 'next/server';
import { invalid } from '@/lib/academy/errors';
import { respond } from '@/lib/http/respond';
import { requireStaffReader } from '@/lib/staff/guard';
import { leadsAfter } from '@/lib/staff/leads/news';

/**
 * The leads that came after `?after=<lead id>` (issue 54): 200 `{count, newest}`, for an open console's short poll.
 * A read that changes nothing, by any signed-in member.
 */
export const GET = (request: NextRequest) =>
  respond(async () => {
    await requireStaffReader(request);
    const after = request.nextUrl.searchParams.get('after') ?? '';
    if (!/^\d{1,9}$/.test(after)) throw invalid('Say after which lead');
    return leadsAfter(Number(after));
  });
