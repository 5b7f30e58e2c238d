import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { requireConsoleOrigin } from '@/lib/staff/guard';
import { codeStep, PENDING_COOKIE } from '@/lib/staff/sign-in';
import { staffCodeSchema } from '@/lib/validation/staff';
import { setSessionCookie } from '../../_lib/cookies';

/** Staff sign-in, second step: `{code}` with the pending cookie -> 200 and the session cookie. */
export const POST = (request: NextRequest) =>
  respond(async () => {
    requireConsoleOrigin(request);
    const { code } = parseInput(staffCodeSchema, await readJson(request));
    const { token, email } = await codeStep(
      request.cookies.get(PENDING_COOKIE)?.value,
      Number(code),
      clientIp(request),
    );
    const response = NextResponse.json({ next: 'console' });
    setSessionCookie(request, response, token, email);
    return response;
  });
