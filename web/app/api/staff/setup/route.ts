import type { NextRequest } from 'next/server';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { createFirstAdmin } from '@/lib/staff/first-admin';
import { requireConsoleOrigin } from '@/lib/staff/guard';
import { staffSetupSchema } from '@/lib/validation/staff';

/**
 * The first admin, from the setup link the server printed at start (issue 51): `{token, email, password,
 * confirmPassword}` -> 201 `{email}`; 400 for a link that is wrong, expired or spent; 403 once an admin exists.
 */
export const POST = (request: NextRequest) =>
  respond(async () => {
    requireConsoleOrigin(request);
    const { token, email, password } = parseInput(staffSetupSchema, await readJson(request));
    return { email: await createFirstAdmin(token, email, password), message: 'You are the admin' };
  }, 201);
