import { expect, test, type Page } from '@playwright/test';
import { createAccount, enterWrongOtp } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { field, fillForm, freshEmail, messagesIn } from '../support/forms';
import { otpFor } from '../support/mail';

// Sign up (spec sections 2, 4, 5 and 8) on the real server; OTP codes are read from the mail the SMTP catcher got.

const signupForm = (page: Page) => page.getByRole('form', { name: 'Sign up' });

async function open(page: Page) {
  await page.goto('/auth/SignUp');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  return signupForm(page);
}

/** Generate OTP, read the code from the caught mail, Verify OTP: the email is locked with a tick. */
async function verifyEmail(page: Page, email: string) {
  const form = signupForm(page);
  await field(form, 'Email').fill(email);
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(form.getByRole('status')).toHaveText(`We sent a 6-digit code to ${email}.`);
  await field(form, 'OTP').fill(await otpFor(page.request, email));
  await form.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(form.getByText('Verified', { exact: true })).toBeVisible();
  await expect(field(form, 'Email')).not.toBeEditable();
}

test('every message in order, and Sign Up held back until the form is complete and the email verified', async ({
  page,
}) => {
  const form = await open(page);
  const signUp = form.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await expect(form.getByText('Fill in every field and verify your email to sign up.')).toBeVisible();

  // Each field says what is wrong as it is left (the button cannot be pressed to ask).
  await field(form, 'Name').focus();
  await page.keyboard.press('Tab');
  await field(form, 'Email').blur();
  await field(form, 'Phone number').focus();
  await field(form, 'Phone number').blur();
  await field(form, 'Password').focus();
  await field(form, 'Password').blur();
  await form.getByRole('radio', { name: 'Student' }).focus();
  await form.getByRole('radio', { name: 'Student' }).blur();
  expect(await messagesIn(form)).toEqual([
    'Name is required',
    'Email is required',
    'Phone number is required',
    'password should contain atleast 6 character',
    'please choose the signup role',
  ]);

  await field(form, 'Name').fill('Al');
  await expect(form.getByText('Name is required')).toHaveCount(0); // editing clears the message
  await field(form, 'Name').blur();
  await field(form, 'Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await field(form, 'Phone number').pressSequentially('98a76-5');
  await expect(field(form, 'Phone number')).toHaveValue('98765');
  await field(form, 'Phone number').blur();
  await field(form, 'Password').fill('secret1');
  await field(form, 'Confirm password').fill('secret2');
  await field(form, 'Confirm password').blur();
  await form.getByRole('radio', { name: 'Trainer' }).check();
  expect(await messagesIn(form)).toEqual([
    'Name must contain at least 3 characters',
    'Invalid email address',
    'Phone number must be 10 digits',
    'password should match',
  ]);
  // The password input takes at most 16 characters (spec section 9).
  await field(form, 'Password').fill('a'.repeat(20));
  await expect(field(form, 'Password')).toHaveValue('a'.repeat(16));

  // Everything typed but the email not verified: still held back.
  await fillForm(form, { Name: 'Nila Joseph', Email: freshEmail('signup-order'), 'Phone number': '9876543210' });
  await expect(signUp).toBeDisabled();

  // Generate OTP reveals the OTP input; changing the email puts the OTP stage back to the start.
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(field(form, 'OTP')).toBeVisible();
  await form.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(form.getByText('please enter otp', { exact: true })).toBeVisible();
  await field(form, 'OTP').fill('123');
  await expect(form.getByText('please enter otp', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(form.getByText('OTP must be 6 digits', { exact: true })).toBeVisible();
  await field(form, 'Email').fill(freshEmail('signup-other'));
  await expect(field(form, 'OTP')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Generate OTP' })).toBeEnabled();

  await verifyEmail(page, freshEmail('signup-complete'));
  await field(form, 'Password').fill('Sitar#Raag1');
  await field(form, 'Confirm password').fill('Sitar#Raag1');
  await expect(signUp).toBeEnabled();
});

test("a wrong OTP shows the server's message; the right one verifies, and the account is created", {
  tag: '@any-width',
}, async ({ page }) => {
  const email = freshEmail('signup');
  const form = await open(page);
  await field(form, 'Name').fill('Nila Joseph');
  const code = await enterWrongOtp(page, form, email);
  await expect(form.getByRole('alert')).toHaveText('Invalid OTP. 4 tries left.');
  await field(form, 'OTP').fill(code);
  await field(form, 'OTP').press('Enter'); // Enter in the OTP input verifies, it does not submit
  await expect(form.getByText('Verified', { exact: true })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);

  await fillForm(form, { 'Phone number': '9123456780', Password: 'Sunrise#42', 'Confirm password': 'Sunrise#42' });
  await form.getByRole('radio', { name: 'Trainer' }).check();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/user/createuser'),
    form.getByRole('button', { name: 'Sign Up' }).click(),
  ]);
  expect((await request.response())?.status()).toBe(201);
  // The spec's fields, and the grant the verify answered with (issue 50).
  expect(request.postDataJSON()).toEqual({
    FullName: 'Nila Joseph',
    email,
    phonenumber: '9123456780',
    password: 'Sunrise#42',
    confirmpassword: 'Sunrise#42',
    roleid: 2,
    isVerified: true,
    verificationToken: expect.stringMatching(/^[\w-]{43}$/),
  });
  await expect(page).toHaveURL(/\/auth\/Login$/);
  // Login says the account exists and has the email filled in (issue 52); the password is next.
  const login = page.getByRole('form', { name: 'Log in' });
  await expect(login.getByRole('status')).toHaveText('Your account is created. Log in with your email and password.');
  await expect(field(login, 'Email')).toHaveValue(email);
  await expect(field(login, 'Password')).toBeFocused();
});

test('a common password is refused under its field, and the verified email stays verified (issue 52)', async ({
  page,
}) => {
  const email = freshEmail('signup-common');
  const form = await open(page);
  await field(form, 'Name').fill('Guitar Fan');
  await verifyEmail(page, email);
  await fillForm(form, { 'Phone number': '9123456780', Password: 'guitar', 'Confirm password': 'guitar' });
  await form.getByRole('radio', { name: 'Student' }).check();
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByText('This password is too common. Choose one that is harder to guess')).toBeVisible();
  await fillForm(form, { Password: 'Guitar#Raga9', 'Confirm password': 'Guitar#Raga9' });
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\/Login$/);
});

test("the server's error shows as a submit error, and nothing typed is lost", { tag: '@any-width' }, async ({
  page,
}) => {
  const email = freshEmail('signup-taken');
  await createAccount(page.request, { email, password: 'already1' });
  const form = await open(page);
  await field(form, 'Name').fill('Second Try');
  await verifyEmail(page, email);
  await fillForm(form, { 'Phone number': '9000000001', Password: 'Mridang#77', 'Confirm password': 'Mridang#77' });
  await form.getByRole('radio', { name: 'Student' }).check();
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByRole('alert')).toHaveText('An account with this email already exists');
  await expect(field(form, 'Name')).toHaveValue('Second Try');
  await expect(field(form, 'Phone number')).toHaveValue('9000000001');
  await expect(page).toHaveURL(/\/auth\/SignUp$/);
});

test('after a send, Resend waits 30 seconds with a countdown', { tag: '@any-width' }, async ({ page }) => {
  const form = await open(page);
  await field(form, 'Email').fill(freshEmail('signup-resend'));
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  const resend = form.getByRole('button', { name: /^Resend OTP in 00:(30|29|28)$/ });
  await expect(resend).toBeDisabled();
  const first = await resend.innerText();
  await expect(form.getByRole('button', { name: /^Resend OTP in / })).not.toHaveText(first); // it counts down
});

test("a refused send (a code went to this email a moment ago) shows the server's message and counts down to Retry-After", {
  tag: '@any-width',
}, async ({ page }) => {
  const email = freshEmail('signup-limit');
  expect((await page.request.post('/api/otp/send', { data: { email } })).status()).toBe(200);
  const form = await open(page);
  await field(form, 'Email').fill(email);
  const [refused] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/otp/send'),
    form.getByRole('button', { name: 'Generate OTP' }).click(),
  ]);
  expect(refused.status()).toBe(429);
  const seconds = Number(refused.headers()['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(30);
  await expect(form.getByRole('alert')).toHaveText(
    `A code was sent to this email a moment ago. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  );
  await expect(form.getByRole('button', { name: /^Resend OTP in 00:[0-3]\d$/ })).toBeDisabled();
  await expect(field(form, 'OTP')).toHaveCount(0);
  // Another email is not held back by this one's limit.
  await field(form, 'Email').fill(freshEmail('signup-free'));
  await expect(form.getByRole('button', { name: 'Generate OTP' })).toBeEnabled();
});

test('with errors showing: no serious or critical axe violations', async ({ page }) => {
  const form = await open(page);
  await field(form, 'Name').fill('Al');
  await field(form, 'Name').blur();
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  await field(form, 'Phone number').fill('12');
  await field(form, 'Phone number').blur();
  await field(form, 'Password').focus();
  await field(form, 'Password').blur();
  await form.getByRole('radio', { name: 'Student' }).focus();
  await form.getByRole('radio', { name: 'Student' }).blur();
  await expect(form.getByText('please choose the signup role')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // And with the OTP step and the server's message showing.
  await enterWrongOtp(page, form, freshEmail('signup-axe'));
  await expect(form.getByRole('alert')).toHaveText('Invalid OTP. 4 tries left.');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the code is asked for with a client pass the page earned while it was open (issue 27)', {
  tag: '@any-width',
}, async ({ page }) => {
  const form = await open(page);
  const email = freshEmail('pass');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/otp/send') && request.method() === 'POST');
  await field(form, 'Email').fill(email);
  await form.getByRole('button', { name: 'Generate OTP' }).click();
  const pass = (await sent).headers()['x-client-pass'] ?? '';
  // challenge~nonce, in the form the server checks; the code is sent.
  expect(pass).toMatch(/^p1\.[\w-]{16}\.\d+\.\d+\.[\w-]{43}~\d+$/);
  await expect(form.getByRole('status')).toHaveText(`We sent a 6-digit code to ${email}.`);
});
