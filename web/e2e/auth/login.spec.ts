import { expect, test, type Page } from '@playwright/test';
import { SESSION_KEY } from '../../lib/browser/stored-session';
import { createAccount } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { field, freshEmail, messagesIn } from '../support/forms';

// Log in (spec sections 2, 3, 4 and 5) against accounts created through the real API.

const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' });

async function open(page: Page) {
  await page.goto('/auth/Login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  return loginForm(page);
}

const storedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

test('Log in is enabled only for a well-formed email and a 6-character password; messages in order', async ({
  page,
}) => {
  const form = await open(page);
  const button = form.getByRole('button', { name: 'Log in' });
  await expect(button).toBeDisabled();
  await expect(form.getByText('Enter your email and a password of at least 6 characters.')).toBeVisible();

  await field(form, 'Email').fill('someone@');
  await field(form, 'Email').blur();
  await field(form, 'Password').fill('12345');
  await field(form, 'Password').blur();
  expect(await messagesIn(form)).toEqual(['Invalid email format', 'Password must contain at least 6 characters']);
  await expect(button).toBeDisabled();

  await field(form, 'Email').fill('someone@example.in');
  await expect(form.getByText('Invalid email format')).toHaveCount(0);
  await expect(button).toBeDisabled();
  await field(form, 'Password').fill('123456');
  await expect(form.getByText('Password must contain at least 6 characters')).toHaveCount(0);
  await expect(button).toBeEnabled();
  // The show / hide toggle.
  await expect(field(form, 'Password')).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(field(form, 'Password')).toHaveAttribute('type', 'text');
  await expect(field(form, 'Password')).toHaveAttribute('autocomplete', 'current-password');
});

test('a wrong password says so and keeps what was typed; the right one stores the session and goes home', async ({
  page,
}) => {
  const email = freshEmail('login');
  await createAccount(page.request, { email, password: 'Correct#1', name: 'Kiran Rao', phone: '9988776655' });
  const form = await open(page);
  await field(form, 'Email').fill(email.toUpperCase());
  await field(form, 'Password').fill('Wrong#123');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await expect(field(form, 'Email')).toHaveValue(email.toUpperCase());
  expect(await storedSession(page)).toBeNull();

  await field(form, 'Password').fill('Correct#1');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const session = JSON.parse((await storedSession(page)) ?? 'null');
  expect(session).toEqual({ user: email, token: expect.any(String), FullName: 'Kiran Rao', phonenumber: '9988776655' });
});

test('after 5 wrong passwords each attempt waits a few seconds, the page says how many, and then the right one works', async ({
  page,
}) => {
  // The e2e server waits 5 s after the fifth failure (LOGIN_DELAY_BASE_SECONDS in playwright.config.ts).
  const email = freshEmail('login-delay');
  await createAccount(page.request, { email, password: 'Correct#1' });
  const form = await open(page);
  await field(form, 'Email').fill(email);
  const submit = async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/login'),
      form.getByRole('button', { name: 'Log in' }).click(),
    ]);
    return response;
  };
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await field(form, 'Password').fill(`Wrong#00${attempt}`);
    expect((await submit()).status()).toBe(401);
    await expect(form.getByRole('alert')).toHaveText('The email or password is incorrect.');
  }
  await field(form, 'Password').fill('Correct#1');
  const held = await submit();
  expect(held.status()).toBe(429);
  const seconds = Number(held.headers()['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(5);
  await expect(form.getByRole('alert')).toHaveText(
    `Too many failed attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
  await expect(page).toHaveURL(/\/auth\/Login$/);
  // Not a lock: once the wait is over the same password logs in.
  await expect(async () => {
    expect((await submit()).status()).toBe(200);
  }).toPass({ timeout: 15_000, intervals: [500] });
  await expect(page).toHaveURL(/\/$/);
});

test('links to Forgot password and Sign up', async ({ page }) => {
  await open(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/Login\/ForgotPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await open(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/auth\/SignUp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
});

test('with errors showing: no serious or critical axe violations', async ({ page }) => {
  const form = await open(page);
  await field(form, 'Email').fill('someone@');
  await field(form, 'Email').blur();
  await field(form, 'Password').fill('123');
  await field(form, 'Password').blur();
  await expect(form.getByText('Password must contain at least 6 characters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await field(form, 'Email').fill(freshEmail('login-axe'));
  await field(form, 'Password').fill('NoSuchAccount1');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toHaveText('The email or password is incorrect.');
  expect(await seriousViolations(page)).toEqual([]);
});
