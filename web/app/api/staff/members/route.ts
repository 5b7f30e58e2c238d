import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { inviteMember } from '@/lib/staff/invitations';
import { staffInviteSchema } from '@/lib/validation/staff';

/** An admin invites a member: `{email, role}` -> 201 `{id, mailed}`; the one-time link goes to them by mail. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request, 'admin');
    const { email, role } = parseInput(staffInviteSchema, await readJson(request));
    return inviteMember(member.id, email, role);
  }, 201);
