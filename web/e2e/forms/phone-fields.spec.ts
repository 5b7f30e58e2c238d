import { expect, test, type Locator, type Page } from '@playwright/test';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { field } from '../support/forms';
import { pageShown } from '../support/page-shown';

// Issue 52, at a phone's width (this spec runs in the mobile project only): every phone field keeps the national
// number of a number pasted or typed the ways Indians write it, and says so when ten digits are not a mobile number.

const NUMBER = '9876543210';
/** Pasted whole: one input event with all of it, as a paste from the clipboard or an autofill gives. */
const PASTED = ['+91 98765 43210', '098765-43210', '(+91) 98765-43210', '919876543210', '+91-9876543210'];
/** Typed key by key, as a learner thumbs it in. */
const TYPED = ['+91 98765 43210', '919876543210', '098765-43210'];
const NOT_A_MOBILE = 'Mobile number must start with 6, 7, 8 or 9';

async function expectNationalNumber(input: Locator) {
  for (const shape of PASTED) {
    await input.fill('');
    await input.focus();
    await input.page().keyboard.insertText(shape);
    await expect(input, `pasted ${shape}`).toHaveValue(NUMBER);
  }
  for (const shape of TYPED) {
    await input.fill('');
    await input.pressSequentially(shape);
    await expect(input, `typed ${shape}`).toHaveValue(NUMBER);
  }
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await pageShown(page);
}

test('the public forms: Contact Us, Become a Trainer, Sign up, the enrolment panel and the demo request', async ({
  page,
}) => {
  await open(page, '/contactus');
  const contact = page.getByRole('form', { name: 'Contact Us' });
  await expectNationalNumber(field(contact, 'Phone number'));
  // Ten digits that cannot be a mobile number: the new message, from the form and from the server alike.
  await field(contact, 'Phone number').fill('5876543210');
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(contact.getByText(NOT_A_MOBILE, { exact: true })).toBeVisible();
  const refused = await page.request.post('/api/contactUs/contactUs', {
    data: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phonenumber: '+91 58765 43210',
      courseName: 'Guitar',
      message: 'Hi there',
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toEqual({ phonenumber: NOT_A_MOBILE });

  await open(page, '/becomeatrainer');
  await expectNationalNumber(field(page.getByRole('form', { name: 'Trainer application' }), 'Phone number'));

  await open(page, '/auth/SignUp');
  await expectNationalNumber(field(page.getByRole('form', { name: 'Sign up' }), 'Phone number'));

  await open(page, `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  const panel = page.getByRole('complementary', { name: "Fill out the form below and we'll respond promptly" });
  await expectNationalNumber(field(panel, 'Contact number'));
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expectNationalNumber(field(page.getByRole('dialog', { name: 'Please Fill The Form' }), 'Phone number'));
});

test('a logged-in learner: the profile phone, the initial in the bar and the review name; the message in Hindi', async ({
  page,
  request,
}) => {
  const session = await registeredSession(request, { FullName: 'Kavya Menon', phonenumber: '9123456780' });
  await openLoggedIn(page, '/account', session);
  // The header's menu is folded at this width; the bar shows the learner's initial, a link to My account.
  const badge = page.getByRole('link', { name: 'My account, logged in as Kavya' });
  await expect(badge).toHaveText(/^K/);
  const profile = page.getByRole('form', { name: 'Profile' });
  await expectNationalNumber(field(profile, 'Phone number'));
  await field(profile, 'Phone number').fill('');
  await page.keyboard.insertText('+91 91234 56789');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  const me = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${session.token}` } });
  expect((await me.json()).phonenumber).toBe('9123456789');

  await open(page, `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  await expect(field(page.getByRole('form', { name: 'Rate this course' }), 'Name')).toHaveValue('Kavya Menon');

  await open(page, '/hi/contactus');
  const contact = page.getByRole('form', { name: 'संपर्क करें' });
  await field(contact, 'फ़ोन नंबर').focus();
  await page.keyboard.insertText('+91 18765 43210');
  await expect(field(contact, 'फ़ोन नंबर')).toHaveValue('1876543210');
  await contact.getByRole('button', { name: 'भेजें' }).click();
  await expect(contact.getByText('मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए', { exact: true })).toBeVisible();
});
