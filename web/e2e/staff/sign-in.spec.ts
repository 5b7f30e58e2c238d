import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_ADMINS, STAFF_LINKS_FILE } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { otpFor } from '../support/mail';

// The staff console's accounts (issue 28, part one) in a real browser: an admin made by `npm run staff -- add`
// (e2e/support/serve.mjs runs it before the server starts) sets a password from the one-time link, signs in with
// the code mailed to them, invites a counsellor, and signs out. Each project has its own admin.
const PASSWORD = 'harmonium-practice-7';

const adminFor = (project: string) => STAFF_ADMINS[project === 'mobile' ? 1 : 0]!;
const linkFor = (email: string) => (JSON.parse(readFileSync(STAFF_LINKS_FILE, 'utf8')) as Record<string, string>)[email]!;

async function signIn(page: Page, email: string, codesBefore = 0) {
  await page.goto('/staff/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Continue' }).click();
  const codeForm = page.getByRole('form', { name: 'Sign-in code' });
  await expect(codeForm.getByRole('status')).toHaveText(`We mailed a 6-digit code to ${email}. It is valid for 10 minutes.`);
  await codeForm.getByLabel('Code').fill(await otpFor(page.request, email, { after: codesBefore }));
  await codeForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/team$/);
}

test('an admin from the command line sets a password from the link, signs in with the mailed code, invites a counsellor, signs out', async ({ page }, testInfo) => {
  const admin = adminFor(testInfo.project.name);
  // A visitor without a session is sent to sign in.
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign in');

  await page.goto(linkFor(admin).replace(/^https?:\/\/[^/]+/, ''));
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/staff\/set-password$/);
  const setForm = page.getByRole('form', { name: 'Set your password' });
  await setForm.getByLabel('New password').fill('short');
  await setForm.getByLabel('Confirm password').fill('short');
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(setForm.getByText('Password must contain at least 10 characters')).toBeVisible();
  await setForm.getByLabel('New password').fill(PASSWORD);
  await setForm.getByLabel('Confirm password').fill(PASSWORD);
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText(`Your password is set. Sign in as ${admin}.`);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, admin);
  await expect(page.getByText(`Signed in as ${admin} (admin)`)).toBeVisible();
  const members = page.getByRole('table', { name: 'Staff members' });
  await expect(members.getByRole('row', { name: new RegExp(admin) })).toContainText('Active');
  expect(await seriousViolations(page)).toEqual([]);

  const counsellor = `counsellor.${testInfo.project.name}.${Date.now()}@academy.test`;
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(counsellor);
  await invite.getByLabel('Role').selectOption('counsellor');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation mailed to ${counsellor}`);
  await expect(members.getByRole('row', { name: new RegExp(counsellor) })).toContainText('Invited');
  await page.screenshot({ path: testInfo.outputPath('team.png'), fullPage: true });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto('/staff/team');
  await expect(page).toHaveURL(/\/staff\/login$/);
});
