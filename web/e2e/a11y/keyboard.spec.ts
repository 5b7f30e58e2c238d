import { expect, test } from '@playwright/test';

// Keyboard use. axe scans every page in e2e/visual/pages.visual.ts and the course popups in course-popups.spec.ts.

test('keyboard: the skip link and visible focus on the sidebar', async ({ page }) => {
  await page.goto('/course');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const first = page.getByRole('navigation', { name: 'Course categories' }).getByRole('link').first();
  await first.focus();
  const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});
