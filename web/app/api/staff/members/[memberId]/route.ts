import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { parseId } from '@/lib/academy/query-params';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { changeMember } from '@/lib/staff/members';
import { staffChangeSchema } from '@/lib/validation/staff';

/**
 * An admin changes a member: `{role}`, `{disabled}` or the categories whose leads they take, `{categories}` -> 200 the
 * member; 403 for the last active admin.
 */
export const PATCH = (request: NextRequest, { params }: RouteContext<'/api/staff/members/[memberId]'>) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const id = parseId('memberId', (await params).memberId);
    return changeMember(member.id, id, parseInput(staffChangeSchema, await readJson(request)));
  });
