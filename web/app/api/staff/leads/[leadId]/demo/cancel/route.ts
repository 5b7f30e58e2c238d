import type { NextRequest } from 'next/server';
import { staffCancelDemo } from '@/lib/academy/demos/console-booking';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { staffDemoCancelSchema } from '@/lib/validation/staff-demo';

/** A member cancels a lead's booked demo class before it starts (issue 53): `{reason}` -> 200 `{status}`. */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/leads/[leadId]/demo/cancel'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const id = parseId('leadId', (await params).leadId);
    return staffCancelDemo(member.id, id, parseInput(staffDemoCancelSchema, await readJson(request)).reason);
  });
