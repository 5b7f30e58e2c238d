import { expect, test } from '@playwright/test';
import { failingBaseURL } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { pageShown } from '../support/page-shown';
import { failingPages, pages } from '../support/routes';

const targets = [...pages, ...failingPages.map((p) => ({ ...p, path: failingBaseURL + p.path }))];

for (const target of targets) {
  test(`no serious or critical axe violations: ${target.name}`, async ({ page }) => {
    await page.goto(target.path);
    await pageShown(page);
    expect(await seriousViolations(page)).toEqual([]);
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
