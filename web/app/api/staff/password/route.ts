import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireConsoleOrigin } from '@/lib/staff/guard';
import { setPasswordFromLink } from '@/lib/staff/members';
import { staffPasswordSchema } from '@/lib/validation/staff';

/** `{token, password, confirmPassword}` from a one-time link -> 200 `{email}`; 400 for a used or expired link. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    requireConsoleOrigin(request);
    const { token, password } = parseInput(staffPasswordSchema, await readJson(request));
    return { email: await setPasswordFromLink(token, password), message: 'Password set' };
  });
