import { expect, test } from '@playwright/test';

test("shows 'Loading...' in place of the list while a new selection loads", async ({ page }) => {
  await page.goto('/course');
  // Hold the server's answer for the next list back, so the pending state is observable.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/course\?category=arts/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'Arts' }).click();
  await expect(page.getByTestId('catalogue-loading')).toHaveText('Loading...');
  await expect(page.getByTestId('course-grid')).toHaveCount(0);
  release();
  await expect(page.getByTestId('course-grid').getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('catalogue-loading')).toHaveCount(0);
});
