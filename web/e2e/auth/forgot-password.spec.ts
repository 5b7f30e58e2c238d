import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { field, freshEmail, messagesIn } from '../support/forms';
import { otpCodesFor, otpFor } from '../support/mail';

// Forgot password (spec sections 2, 4 and 5): verify the email by OTP from the caught mail, choose a new password.

const resetForm = (page: Page) => page.getByRole('form', { name: 'Reset password' });

/** Types both passwords and leaves each field, so the messages for both show. */
async function typePasswords(form: Locator, password: string, confirmation: string) {
  await field(form, 'New password').fill(password);
  await field(form, 'Confirm new password').fill(confirmation);
  await field(form, 'Confirm new password').blur();
  await field(form, 'New password').focus();
  await field(form, 'New password').blur();
}

async function open(page: Page) {
  await page.goto('/auth/Login/ForgotPassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  return resetForm(page);
}

test('every message in order; submit waits for the verified email', async ({ page }) => {
  const form = await open(page);
  const submit = form.getByRole('button', { name: 'Reset password' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Verify your email with the OTP first.')).toBeVisible();

  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(form.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(field(form, 'Email')).toBeFocused();
  await field(form, 'Email').fill('reset@');
  await expect(form.getByText('Email is required', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await typePasswords(form, '12345', '54321');
  expect(await messagesIn(form)).toEqual([
    'Invalid email address',
    'password should contain atleast 6 character',
    'password must match',
  ]);

  await field(form, 'Email').fill(freshEmail('reset-order'));
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await form.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(form.getByText('please enter otp', { exact: true })).toBeVisible();
  await expect(field(form, 'OTP')).toBeFocused();
  // The OTP input keeps 6 digits and nothing else.
  await field(form, 'OTP').pressSequentially('12a3456789');
  await expect(field(form, 'OTP')).toHaveValue('123456');
  await expect(form.getByText('please enter otp', { exact: true })).toHaveCount(0);
  await expect(submit).toBeDisabled();
});

test('verify, email locked with a tick, new password, then Login; the new password works and the old does not', async ({
  page,
}) => {
  const email = freshEmail('reset');
  await createAccount(page.request, { email, password: 'OldPass#1' });
  const form = await open(page);
  await field(form, 'Email').fill(email);
  const sent = (await otpCodesFor(page.request, email)).length;
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await field(form, 'OTP').fill(await otpFor(page.request, email, { after: sent }));
  await form.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(form.getByText('Verified', { exact: true })).toBeVisible();
  await expect(field(form, 'Email')).not.toBeEditable();
  await expect(field(form, 'OTP')).toHaveCount(0);

  await field(form, 'New password').fill('NewPass#2');
  await field(form, 'Confirm new password').fill('NewPass#2');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/user/forget'),
    form.getByRole('button', { name: 'Reset password' }).click(),
  ]);
  expect((await request.response())?.status()).toBe(200);
  // The spec's fields, and the grant the verify answered with (issue 50).
  expect(request.postDataJSON()).toEqual({
    email,
    password: 'NewPass#2',
    confirmPassword: 'NewPass#2',
    verificationToken: expect.stringMatching(/^[\w-]{43}$/),
  });
  await expect(page).toHaveURL(/\/auth\/Login$/);
  const login = page.getByRole('form', { name: 'Log in' });
  await expect(login.getByRole('status')).toHaveText('Your password is changed. Log in with your new password.');
  await expect(field(login, 'Email')).toHaveValue(email);

  expect((await page.request.post('/api/user/login', { data: { email, password: 'OldPass#1' } })).status()).toBe(401);
  expect((await page.request.post('/api/user/login', { data: { email, password: 'NewPass#2' } })).status()).toBe(200);
});

test('with errors showing: no serious or critical axe violations', async ({ page }) => {
  const form = await open(page);
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await typePasswords(form, '123', '1234');
  await expect(form.getByText('password must match')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await field(form, 'Email').fill(freshEmail('reset-axe'));
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await form.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(form.getByText('please enter otp')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
