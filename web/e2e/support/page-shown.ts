import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page shows what a visitor came for: its main landmark and its h1 are visible, no list is still
 * 'Loading...', and the web fonts are ready (text is drawn in its final face).
 */
export async function pageShown(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Loads every picture of the page, also the lazy ones below the fold (they are switched to eager, which starts
 * them at once), for a full-page picture of it. Returns the page's height.
 */
export async function loadEveryImage(page: Page): Promise<number> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => !img.complete)
          .map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([]);
  return page.evaluate(() => document.documentElement.scrollHeight);
}
