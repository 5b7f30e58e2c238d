import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshEmail } from './forms';
import { otpCodesFor, otpFor } from './mail';

/** What the browser stores under 'data' after Log in. */
export type Session = { user: string; token: string; FullName: string; phonenumber: string };

/**
 * Creates an account through the API the way the Sign up screen does (OTP mailed to the test SMTP server, read
 * from it, verified, account created), for tests that start logged out with one.
 */
export async function createAccount(
  request: APIRequestContext,
  { email, password, name = 'Asha Rao', phone = '9876543210' }: { email: string; password: string; name?: string; phone?: string },
) {
  const before = (await otpCodesFor(request, email)).length;
  expect((await request.post('/api/otp/send', { data: { email } })).status()).toBe(200);
  const code = await otpFor(request, email, { after: before });
  expect((await request.post('/api/otp/verify', { data: { email, otpCode: Number(code) } })).status()).toBe(200);
  const created = await request.post('/api/user/createuser', {
    data: { FullName: name, email, phonenumber: phone, password, confirmpassword: password, roleid: 1, isVerified: true },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** A new account, logged in through the API: a real session for tests that start logged in. */
export async function registeredSession(request: APIRequestContext, { FullName, phonenumber }: { FullName: string; phonenumber: string }): Promise<Session> {
  const email = freshEmail('learner');
  const password = 'sitar123';
  await createAccount(request, { email, password, name: FullName, phone: phonenumber });
  const login = await request.post('/api/user/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { email: string; token: string; FullName: string; phonenumber: string };
  return { user: body.email, token: body.token, FullName: body.FullName, phonenumber: body.phonenumber };
}

/** Opens `path` as the learner of `session`: the session stored where Log in stores it, then the page loaded again. */
export async function openLoggedIn(page: Page, path: string, session: Session) {
  await page.goto(path);
  await page.evaluate((value) => localStorage.setItem('data', value), JSON.stringify(session));
  await page.reload();
}
