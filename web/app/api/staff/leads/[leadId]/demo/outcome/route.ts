import type { NextRequest } from 'next/server';
import { markDemoOutcome } from '@/lib/academy/demos/console-booking';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { staffDemoOutcomeSchema } from '@/lib/validation/staff-demo';

/**
 * A member marks a started demo class (issue 53): `{outcome: 'attended' | 'no_show'}` -> 200 `{status}`. Attended
 * moves the lead to "Demo attended"; a no-show mails the learner "book another time".
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/leads/[leadId]/demo/outcome'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const id = parseId('leadId', (await params).leadId);
    return markDemoOutcome(member.id, id, parseInput(staffDemoOutcomeSchema, await readJson(request)).outcome);
  });
