import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { failingBaseURL } from '../../playwright.config';
import { pageShown } from '../support/page-shown';
import { failingPages, pages } from '../support/routes';

const targets = [...pages, ...failingPages.map((p) => ({ ...p, path: failingBaseURL + p.path }))];

for (const target of targets) {
  test(`no serious or critical axe violations: ${target.name}`, async ({ page }) => {
    await page.goto(target.path);
    await pageShown(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}

test('keyboard: the skip link and visible focus on the sidebar', async ({ page }) => {
  await page.goto('/course');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const first = page.getByRole('navigation', { name: 'Course categories' }).getByRole('link').first();
  await first.focus();
  const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});
