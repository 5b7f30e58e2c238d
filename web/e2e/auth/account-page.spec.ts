import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { SESSION_KEY } from '../../lib/browser/stored-session';
import { ACCOUNT_STAFF } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { field, fillForm, freshEmail } from '../support/forms';
import { sidewaysOverflow } from '../support/line-breaks';
import { otpFor } from '../support/mail';
import { signUpOnScreen, submitLogIn } from '../support/accounts';
import { signInPreparedMember } from '../support/staff';

// The learner's own page (issue 30) in a real browser: what they booked from a course page, with the status a staff
// member sets in the desk; the profile, the password, the data download and the account's deletion.
const GUITAR = `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;
const STAFF_PASSWORD = 'tanpura-drone-practice-3';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth/Login');
  await submitLogIn(page, email, password);
}

async function look(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('my bookings with the status staff set, my profile and password, my data, and deleting my account', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = freshEmail('meera');
  await signUpOnScreen(page, { name: 'Meera Joshi', email, phone: '9876501234', password: 'First#Pass1' });
  await logIn(page, email, 'First#Pass1');
  await expect(page).toHaveURL(/\/$/);

  // An enrolment from the side panel, then a demo request from Contact Us, on the Guitar page.
  await page.goto(GUITAR);
  const panel = page.getByRole('complementary', { name: "Fill out the form below and we'll respond promptly" });
  // A logged-in learner's forms carry the account's name, email and phone.
  await expect(field(panel, 'Name')).toHaveValue('Meera Joshi');
  await expect(field(panel, 'Email')).toHaveValue(email);
  await expect(field(panel, 'Contact number')).toHaveValue('9876501234');
  await field(panel, 'City').fill('Pune');
  await field(panel, 'Trainer').selectOption({ index: 1 });
  await field(panel, 'Available batches').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
  await page.goto(GUITAR);
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Fill The Form' });
  await dialog.getByLabel('Name', { exact: true }).fill('Meera Joshi');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Phone number', { exact: true }).fill('9876501234');
  await dialog.getByLabel('City', { exact: true }).fill('Pune');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thankyou$/);

  // The header's name leads to the account page: both, received.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /My account/ })
    .click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  const bookings = page.getByRole('region', { name: 'My demo requests and enrolments' });
  const demo = bookings.getByRole('listitem', { name: `Demo request: ${PAID_SESSION_COURSE.courseName}` });
  const enrolment = bookings.getByRole('listitem', { name: `Enrolment: ${PAID_SESSION_COURSE.courseName}` });
  await expect(demo).toContainText('Received');
  await expect(enrolment).toContainText('Received');
  await expect(enrolment).toContainText(/Slot₹[\d,]+ per session/);
  await expect(demo.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await look(page, 'account', testInfo);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('account-375.png'), fullPage: true });
  // The same page in Hindi (issue 52): the batch's days and time of day and the option in Hindi, then back.
  await page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/account$/);
  await expect(page.getByRole('main')).toContainText(/(सुबह|दोपहर|शाम|रात) \d/);
  await expect(page.getByRole('main')).toContainText(/₹[\d,]+ प्रति सेशन/);
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('account-hindi-375.png'), fullPage: true });
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(enrolment).toContainText('Received');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A staff member, in a browser of their own, moves the demo request to contacted.
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { token: string }).token,
    SESSION_KEY,
  );
  const listed = await (
    await page.request.get('/api/user/account', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const demoId = (listed.bookings as { id: number; kind: string }[]).find((b) => b.kind === 'demo')!.id;
  const staff = await browser.newContext();
  const desk = await staff.newPage();
  await signInPreparedMember(desk, ACCOUNT_STAFF, STAFF_PASSWORD);
  await desk.goto(`/staff/leads/${demoId}`);
  const work = desk.getByRole('form', { name: 'Status and owner' });
  await work.getByLabel('Status').selectOption('contacted');
  await work.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByRole('region', { name: 'History' })).toContainText('Status: New → Contacted');

  await page.reload();
  await expect(demo).toContainText('Contacted');
  await expect(demo.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

  // The profile: sign-up's rules, then saved, and the header follows.
  const profile = page.getByRole('form', { name: 'Profile' });
  await field(profile, 'Name').fill('Me');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Name must contain at least 3 characters')).toBeVisible();
  await field(profile, 'Name').fill('Meenakshi Joshi');
  await field(profile, 'Phone number').fill('9123456780');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(page.getByRole('banner').getByRole('link', { name: /My account/ })).toContainText('Meenakshi');

  // The password: the current one is needed.
  const password = page.getByRole('form', { name: 'Change password' });
  await fillForm(password, {
    'Current password': 'Wrong#Pass1',
    'New password': 'Second#Pass2',
    'Confirm new password': 'Second#Pass2',
  });
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is incorrect')).toBeVisible();
  await field(password, 'Current password').fill('First#Pass1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Password changed.');

  // My data, as the file the browser saves.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data.account).toMatchObject({ fullName: 'Meenakshi Joshi', email, phone: '9123456780' });
  expect(data.requests.map((r: { kind: string; status: string }) => `${r.kind}: ${r.status}`).sort()).toEqual([
    'Demo request: contacted',
    'Enrolment: received',
  ]);

  // Deleting the account takes a fresh code mailed to its email, and the word.
  const erase = page.getByRole('form', { name: 'Delete my account' });
  await expect(field(erase, 'Email')).toHaveValue(email);
  await erase.getByRole('button', { name: 'Generate OTP' }).click();
  await field(erase, 'OTP').fill(await otpFor(page.request, email, { after: 1 }));
  await erase.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(erase.getByText('Verified', { exact: true })).toBeVisible();
  await field(erase, 'Type DELETE to confirm').fill('DELETE');
  await erase.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account and personal data have been deleted.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeAttached();

  await logIn(page, email, 'Second#Pass2');
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toHaveText(
    'The email or password is incorrect.',
  );

  // The desk keeps the lead, without the person.
  await desk.reload();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Erased learner');
  await expect(desk.getByRole('region', { name: 'History' })).toContainText(
    'Erased: the learner deleted their account',
  );
  await staff.close();
});
