import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { changeLead } from '@/lib/leads/staff-change';
import { leadChangeSchema } from '@/lib/validation/leads';

/**
 * A member changes a lead: `{version, status, lostCode?, lostReason, owner}` -> 200 the lead's new state; 409 when someone
 * changed it since `version`; 400 for a move the workflow does not allow.
 */
export const PATCH = (request: NextRequest, { params }: RouteContext<'/api/staff/leads/[leadId]'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const id = parseId('leadId', (await params).leadId);
    return changeLead(member.id, id, parseInput(leadChangeSchema, await readJson(request)));
  });
