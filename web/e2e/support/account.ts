import { expect, type APIRequestContext } from '@playwright/test';
import { otpFor } from './mail';

export type Session = { user: string; token: string; FullName: string; phonenumber: string };

/** A unique address per call, so per-email limits never carry over between tests or runs. */
export const freshEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/**
 * A real account, made through the API the way the Sign up screen makes it (OTP mailed to the test SMTP server,
 * verified, account created), then logged in: the session the browser stores under 'data' after Log in.
 */
export async function registeredSession(request: APIRequestContext, details: { FullName: string; phonenumber: string; password?: string }): Promise<Session> {
  const email = freshEmail('learner');
  const password = details.password ?? 'sitar123';
  expect((await request.post('/api/otp/send', { data: { email } })).status()).toBe(200);
  const otpCode = await otpFor(request, email);
  expect((await request.post('/api/otp/verify', { data: { email, otpCode } })).status()).toBe(200);
  const created = await request.post('/api/user/createuser', {
    data: { ...details, email, password, confirmpassword: password, roleid: 1, isVerified: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const login = await request.post('/api/user/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { email: string; token: string; FullName: string; phonenumber: string };
  return { user: body.email, token: body.token, FullName: body.FullName, phonenumber: body.phonenumber };
}
