import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { setFollowUp } from '@/lib/leads/follow-up';
import { requireStaff } from '@/lib/staff/guard';
import { followUpSchema } from '@/lib/validation/leads';

/**
 * A member sets a lead's next follow-up (issue 54): `{pick}` ('later_today', 'tomorrow_10', 'next_monday'),
 * `{date, time}` in India's time, or `{clear: true}` -> 200 `{followUpAt, version}`.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/leads/[leadId]/follow-up'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const id = parseId('leadId', (await params).leadId);
    return setFollowUp(member.id, id, parseInput(followUpSchema, await readJson(request)));
  });
