import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { readJson } from '@/lib/http/read-body';
import { languageOfRequest } from '@/lib/i18n/locales';
import { respond } from '@/lib/http/respond';
import { requireConsoleOrigin } from '@/lib/staff/guard';
import { passwordStep, STAFF_DEVICE_COOKIE } from '@/lib/staff/sign-in';
import { staffLoginSchema } from '@/lib/validation/staff';
import { setPendingCookie, setSessionCookie } from '../_lib/cookies';

/**
 * Staff sign-in, first step: `{email, password}` -> 200 `{next: 'code', email}` (a code is mailed, in the language of
 * the page it was asked from) or `{next: 'console'}`.
 */
export const POST = (request: NextRequest) =>
  respond(async () => {
    requireConsoleOrigin(request);
    const { email, password } = parseInput(staffLoginSchema, await readJson(request));
    const device = request.cookies.get(STAFF_DEVICE_COOKIE)?.value;
    const step = await passwordStep(email, password, clientIp(request), device, languageOfRequest(request));
    if (step.next === 'console') {
      const response = NextResponse.json({ next: 'console' });
      setSessionCookie(request, response, step.token, step.email);
      return response;
    }
    const response = NextResponse.json({ next: 'code', email: step.email });
    setPendingCookie(request, response, step.pending);
    return response;
  });
