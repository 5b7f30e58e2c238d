import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { addNote } from '@/lib/leads/staff-change';
import { leadNoteSchema } from '@/lib/validation/leads';

/** A member adds a note to a lead: `{body}` -> 201 `{id}`. */
export const POST = (request: NextRequest, { params }: RouteContext<'/api/staff/leads/[leadId]/notes'>) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const id = parseId('leadId', (await params).leadId);
    return addNote(member.id, id, parseInput(leadNoteSchema, await readJson(request)).body);
  }, 201);
