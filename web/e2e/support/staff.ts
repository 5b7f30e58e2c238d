import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { STAFF_LINKS_FILE } from '../../playwright.config';
import { otpCodesFor, otpFor } from './mail';

/** Signs a member in as the console's page does: password, then the code mailed to them (after `codesBefore` codes). */
export async function signInToConsole(page: Page, email: string, password: string, codesBefore = 0) {
  await page.goto('/staff/login');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Continue' }).click();
  const codeForm = page.getByRole('form', { name: 'Sign-in code' });
  await expect(codeForm.getByRole('status')).toHaveText(
    `We mailed a 6-digit code to ${email}. It is valid for 10 minutes.`,
  );
  await codeForm.getByLabel('Code').fill(await otpFor(page.request, email, { after: codesBefore }));
  await codeForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads');
}

/** Sets a member's first password from their one-time link (a full address; its origin is the server's own). */
export async function setStaffPassword(page: Page, link: string, password: string) {
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const setForm = page.getByRole('form', { name: 'Set your password' });
  await setForm.getByLabel('New password', { exact: true }).fill(password);
  await setForm.getByLabel('Confirm password', { exact: true }).fill(password);
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set.');
}

/**
 * Signs in one of the prepared database's members (playwright.config.ts) on the app server, or on the server whose
 * links are in `linksFile`: their password is set from their one-time link the first time. The link works once, so a
 * retry of the test (CI retries once) finds the password its first attempt set, marked in a file named after the link.
 */
export async function signInPreparedMember(page: Page, email: string, password: string, linksFile = STAFF_LINKS_FILE) {
  const link = (JSON.parse(readFileSync(linksFile, 'utf8')) as Record<string, string>)[email]!;
  const passwordSet = path.join(tmpdir(), `e2e-member-${createHash('sha256').update(link).digest('hex').slice(0, 16)}`);
  if (!existsSync(passwordSet)) {
    await setStaffPassword(page, link, password);
    writeFileSync(passwordSet, '');
  }
  await signInToConsole(page, email, password, (await otpCodesFor(page.request, email)).length);
}
