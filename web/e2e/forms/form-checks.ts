import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// Helpers shared by the public forms' specs (contact, become a trainer).

/** axe's serious and critical findings on the page as it is now, one line each (empty when clean). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

export const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Each message is on the page, and in this order (spec section 5 lists them field by field). */
export async function expectMessagesInOrder(scope: Locator, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true }).first()).toBeVisible();
  const shown = await scope.locator('p').evaluateAll((ps, wanted) => ps.map((p) => p.textContent ?? '').filter((t) => wanted.includes(t)), messages);
  expect(shown).toEqual(messages);
}

/** A fresh address for each run: the real database keeps every submission. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

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
