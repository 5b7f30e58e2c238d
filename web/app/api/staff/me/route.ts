import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireStaff } from '@/lib/staff/guard';
import { setOwnName } from '@/lib/staff/members';
import { staffNameSchema } from '@/lib/validation/staff';

/** A signed-in member sets the name the console shows for them: `{displayName}` -> 200 `{displayName}`. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { member } = await requireStaff(request);
    const { displayName } = parseInput(staffNameSchema, await readJson(request));
    return setOwnName(member.id, displayName);
  });
