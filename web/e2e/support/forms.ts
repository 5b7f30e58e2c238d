import { expect, type Locator, type Page } from '@playwright/test';

// Helpers shared by the forms' specs (contact, become a trainer, the account screens, the course page).

export const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Types each value into the field of that label, in the order given, as a person filling the form does. */
export async function fillForm(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(scope, label).fill(value);
}

/** Each message is on the form (in whatever order: for forms that show them all at once). */
export async function expectMessagesShown(scope: Locator, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

/** Each message is on the page, and in this order (spec section 5 lists them field by field). */
export async function expectMessagesInOrder(scope: Locator, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true }).first()).toBeVisible();
  const shown = await scope
    .locator('p')
    .evaluateAll((ps, wanted) => ps.map((p) => p.textContent ?? '').filter((t) => wanted.includes(t)), messages);
  expect(shown).toEqual(messages);
}

/** A new address per test: the real database keeps every submission, and the OTP and login limits count per email. */
export const freshEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/** The field messages a form shows, top to bottom. */
export const messagesIn = (form: Locator) => form.locator('p[id$="-error"]').allInnerTexts();

/** On small screens the header's links and the session part sit in the menu; `name` is its button's, in the page's language. */
export async function openMenuIfCollapsed(page: Page, name = 'Open menu') {
  const button = page.getByRole('button', { name });
  if (await button.isVisible()) await button.click();
}

/** Picks `name` from a react-select combobox by typing part of it and pressing Enter on the match. */
export async function chooseCourse(combobox: Locator, name: string) {
  await combobox.click();
  await combobox.pressSequentially(name.slice(0, 4));
  await expect(combobox.page().getByRole('option', { name, exact: true })).toBeVisible();
  await combobox.page().getByRole('option', { name, exact: true }).click();
}

/** Counts the POSTs the page sends to `path` from now on. */
export function countPosts(page: Page, path: string) {
  const sent = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) sent.count += 1;
  });
  return sent;
}
