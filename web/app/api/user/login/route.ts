import { NextResponse, type NextRequest } from 'next/server';
import { login } from '@/lib/academy/accounts/login';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_MAX_AGE_SECONDS } from '@/lib/academy/accounts/trusted-device';
import { clientIp } from '@/lib/academy/client-ip';
import { parseInput } from '@/lib/academy/input';
import { loginSessionToWire } from '@/lib/backend/wire-forms';
import { arrivedOverHttps } from '@/lib/http/secure-response';
import { readJson } from '@/lib/http/read-body';
import { respond } from '@/lib/http/respond';
import { loginSchema } from '@/lib/validation/login';

/** Spec's login; the answer also leaves the browser's device cookie (lib/academy/accounts/trusted-device.ts). */
export const POST = (request: NextRequest) =>
  respond(async () => {
    const { deviceToken, ...session } = await login(
      parseInput(loginSchema, await readJson(request)),
      clientIp(request),
      request.cookies.get(DEVICE_COOKIE)?.value,
    );
    const response = NextResponse.json(loginSessionToWire(session));
    response.cookies.set(DEVICE_COOKIE, deviceToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: arrivedOverHttps(request),
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_MAX_AGE_SECONDS,
    });
    return response;
  });
