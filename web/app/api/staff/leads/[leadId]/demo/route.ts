import type { NextRequest } from 'next/server';
import { staffBookDemo } from '@/lib/academy/demos/console-booking';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { staffDemoTimeSchema } from '@/lib/validation/staff-demo';

/**
 * A member books or moves a lead's demo class (issue 53): `{kind: 'session', session}` (one of the trainer's free
 * times) or `{kind: 'custom', date, time, minutes, reason}` (India's date and time) -> 200 `{status, startsAt, endsAt,
 * change}`; 409 when the session's last seat went first (`next`: the next free times) or the class has started.
 */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/leads/[leadId]/demo'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const id = parseId('leadId', (await params).leadId);
    return staffBookDemo(member.id, id, parseInput(staffDemoTimeSchema, await readJson(request)));
  });
