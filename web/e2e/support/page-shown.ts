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

/** Waits until every picture now in the viewport has finished loading (lazy ones load as they scroll in). */
export async function imagesInViewLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          })
          .filter((img) => !img.complete)
          .map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([]);
}
