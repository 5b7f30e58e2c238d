import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { otpCodesFor, otpFor } from './mail';

/** A new address per test: the OTP and login limits count per email, and every run shares one database. */
export const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;

/** Creates an account through the API (OTP read from the caught mail), for tests that start logged out with one. */
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
  expect(created.status()).toBe(201);
}

/** The field messages a form shows, top to bottom. */
export const messagesIn = (form: Locator) => form.locator('p[id$="-error"]').allInnerTexts();

export const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Below 768 px the header's links and the session part sit in the menu. */
export async function openMenuIfCollapsed(page: Page) {
  const button = page.getByRole('button', { name: 'Open menu' });
  if (await button.isVisible()) await button.click();
}
