import type { NextRequest, NextResponse } from 'next/server';
import { arrivedOverHttps } from '@/lib/http/secure-response';
import { DEVICE_MAX_AGE_SECONDS, deviceToken } from '@/lib/academy/accounts/trusted-device';
import { PENDING_COOKIE, PENDING_SECONDS, STAFF_DEVICE_COOKIE } from '@/lib/staff/sign-in';
import { STAFF_COOKIE } from '@/lib/staff/sessions';

/** httpOnly, SameSite=Strict, Secure over HTTPS: script on the page and other sites never see or send them. */
const base = (request: NextRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: arrivedOverHttps(request),
});

/**
 * The staff session: a browser-session cookie; the server ends it after 12 idle hours or at sign-out. The sign-in
 * also leaves the member's device cookie, read by the next password step (lib/staff/sign-in.ts), and ends the
 * pending one.
 */
export function setSessionCookie(request: NextRequest, response: NextResponse, token: string, email: string) {
  response.cookies.set(STAFF_COOKIE, token, { ...base(request), path: '/' });
  response.cookies.set(PENDING_COOKIE, '', { ...base(request), path: '/api/staff/login', maxAge: 0 });
  response.cookies.set(STAFF_DEVICE_COOKIE, deviceToken(email, 'staff-device'), {
    ...base(request),
    path: '/api/staff/login',
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}

/** Between the password and the code; read by the code step only. */
export function setPendingCookie(request: NextRequest, response: NextResponse, value: string) {
  response.cookies.set(PENDING_COOKIE, value, { ...base(request), path: '/api/staff/login', maxAge: PENDING_SECONDS });
}

export function clearSessionCookie(request: NextRequest, response: NextResponse) {
  response.cookies.set(STAFF_COOKIE, '', { ...base(request), path: '/', maxAge: 0 });
}
