import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { field, fillForm, freshEmail } from './forms';
import { otpCodesFor, otpFor } from './mail';
import { signupBody } from '../../test/form-bodies';

/** What the browser stores under 'data' after Log in. */
export type Session = { user: string; token: string; FullName: string; phonenumber: string };

/**
 * Creates an account through the API the way the Sign up screen does (OTP mailed to the test SMTP server, read
 * from it, verified, account created), for tests that start logged out with one.
 */
export async function createAccount(
  request: APIRequestContext,
  {
    email,
    password,
    name = 'Asha Rao',
    phone = '9876543210',
  }: { email: string; password: string; name?: string; phone?: string },
) {
  const before = (await otpCodesFor(request, email)).length;
  expect((await request.post('/api/otp/send', { data: { email } })).status()).toBe(200);
  const code = await otpFor(request, email, { after: before });
  const verified = await request.post('/api/otp/verify', { data: { email, otpCode: Number(code) } });
  expect(verified.status()).toBe(200);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const created = await request.post('/api/user/createuser', {
    data: signupBody({ name, email, phone, password, verificationToken }),
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** A new account, logged in through the API: a real session for tests that start logged in. */
export async function registeredSession(
  request: APIRequestContext,
  { FullName, phonenumber }: { FullName: string; phonenumber: string },
): Promise<Session> {
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

/** Signs up through the Sign up screen with the OTP mailed to the test SMTP server, as a learner does, ending on Login. */
export async function signUpOnScreen(
  page: Page,
  { name, email, phone, password }: { name: string; email: string; phone: string; password: string },
) {
  await page.goto('/auth/SignUp');
  const signup = page.getByRole('form', { name: 'Sign up' });
  await field(signup, 'Name').fill(name);
  await field(signup, 'Email').fill(email);
  await signup.getByRole('button', { name: 'Generate OTP' }).click();
  await field(signup, 'OTP').fill(await otpFor(page.request, email));
  await signup.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(signup.getByText('Verified', { exact: true })).toBeVisible();
  await fillForm(signup, { 'Phone number': phone, Password: password, 'Confirm password': password });
  await signup.getByRole('radio', { name: 'Student' }).check();
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/Login$/);
}

/** Fills and sends the Log in form (the caller checks where it leads). */
export async function submitLogIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await field(form, 'Email').fill(email);
  await field(form, 'Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** The sign-up form's OTP labels, in the page's language. */
export const OTP_LABELS = { email: 'Email', send: 'Generate OTP', otp: 'OTP', verify: 'Verify OTP' };

/** Generate OTP, then Verify OTP with a code that is not the mailed one (the server refuses it). Returns the right code. */
export async function enterWrongOtp(page: Page, form: Locator, email: string, labels = OTP_LABELS) {
  await field(form, labels.email).fill(email);
  await form.getByRole('button', { name: labels.send }).click();
  const code = await otpFor(page.request, email);
  await field(form, labels.otp).fill(code === '123456' ? '654321' : '123456');
  await form.getByRole('button', { name: labels.verify }).click();
  return code;
}
