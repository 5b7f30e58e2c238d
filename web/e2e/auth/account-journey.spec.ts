import { expect, test, type Page } from '@playwright/test';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { SESSION_KEY } from '../../lib/browser/stored-session';
import { field, freshEmail, openMenuIfCollapsed } from '../support/forms';
import { otpFor } from '../support/mail';
import { signUpOnScreen, submitLogIn } from '../support/accounts';

// The whole account path of issue 10: sign up with the OTP from a mail caught by a real SMTP server, log in, the
// name in the header, a Bearer header on a later API call, log out, forgot password, log in with the new password.

const storedToken = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token ?? null,
    SESSION_KEY,
  );

async function logIn(page: Page, email: string, password: string) {
  await submitLogIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
}

async function expectNameInHeader(page: Page, name: string) {
  await openMenuIfCollapsed(page);
  // The name in the header's session links (on a phone, the bar's initial names the learner to screen readers too).
  await expect(page.getByRole('banner').getByTestId('learner-name')).toContainText(name);
  await expect(page.getByRole('banner').getByTestId('learner-name')).toBeVisible();
}

test('sign up, log in, Bearer on API calls, log out, reset the password, log in again', async ({ page }) => {
  const email = freshEmail('journey');

  // Sign up.
  await signUpOnScreen(page, { name: 'Meera', email, phone: '9876501234', password: 'First#Pass1' });

  // Log in: the header shows the learner.
  await logIn(page, email, 'First#Pass1');
  await expectNameInHeader(page, 'Meera');
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // A later API call from the page carries the stored token (the trainer demo popup loads its trainer).
  await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  const card = page
    .getByRole('region', { name: 'Instructors' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
  const [call] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/current/getTrainer/')),
    card.getByRole('button', { name: 'View Demo' }).click(),
  ]);
  expect(await call.headerValue('authorization')).toBe(`Bearer ${token}`);
  const me = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email, FullName: 'Meera' });
  await page.keyboard.press('Escape');

  // Log out.
  await openMenuIfCollapsed(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedToken(page)).toBeNull();
  // Log out ended the session on the server, not only in this browser.
  expect((await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    401,
  );
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('banner').getByText('Meera')).toHaveCount(0);

  // Forgot password, from the Login page.
  await page.goto('/auth/Login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const reset = page.getByRole('form', { name: 'Reset password' });
  await field(reset, 'Email').fill(email);
  await reset.getByRole('button', { name: 'Generate OTP' }).click();
  await field(reset, 'OTP').fill(await otpFor(page.request, email, { after: 1 }));
  await reset.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(reset.getByText('Verified', { exact: true })).toBeVisible();
  await field(reset, 'New password').fill('Second#Pass2');
  await field(reset, 'Confirm new password').fill('Second#Pass2');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/auth\/Login$/);

  // The new password opens a new session.
  await logIn(page, email, 'Second#Pass2');
  await expectNameInHeader(page, 'Meera');
  expect(await storedToken(page)).not.toBe(token);
});
