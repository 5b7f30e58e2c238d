import { expect, test, type Page } from '@playwright/test';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { openMenuIfCollapsed } from '../support/forms';
import { loadEveryImage, pageShown } from '../support/page-shown';
import { everyPage } from '../support/routes';

// Issue 14: every page, and the screens a learner opens on them, compared with its committed picture at a phone,
// a tablet and a desktop width. The pictures are in __screenshots__ next to this file; after an intended change:
// npm run test:visual:update (from the repository root), then look at the new pictures before committing them.
// This project has its own server and database (playwright.config.ts), so what other tests write (reviews that
// move a rating) never shows here; the fonts are pinned (e2e/support/fonts.conf).
const widths = [360, 768, 1280] as const;

/** Relative review times ("3 days ago") change with the clock: hidden behind a box in every picture. */
const changing = (page: Page) => [page.locator('time')];

/**
 * The page's main part, from its top down to at most 6,000 px (a catalogue of 50 cards in one column is 23,000 px
 * of the same card). The header and the footer, the same on every page, have pictures of their own below.
 */
async function expectLooksAsBefore(page: Page, name: string) {
  await loadEveryImage(page);
  const main = await page.getByRole('main').boundingBox();
  if (!main) throw new Error('the page has no main part');
  const clip = { x: 0, y: main.y, width: page.viewportSize()!.width, height: Math.min(main.height, 6000) };
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, clip, animations: 'disabled', mask: changing(page), timeout: 30_000 });
}

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const page of everyPage) {
      test(page.name, async ({ page: browserPage }) => {
        await browserPage.goto(page.path);
        await pageShown(browserPage);
        await expectLooksAsBefore(browserPage, `${page.name}-${width}`);
      });
    }

    test('contact form with every field message', async ({ page }) => {
      await page.goto('/contactus');
      await pageShown(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.locator('p[id$="-error"]').first()).toBeVisible();
      await expectLooksAsBefore(page, `contact-errors-${width}`);
    });

    test('header and footer', async ({ page }) => {
      await page.goto('/about');
      await pageShown(page);
      await expect(page.getByRole('banner')).toHaveScreenshot(`header-${width}.png`, { animations: 'disabled' });
      await expect(page.getByRole('contentinfo')).toHaveScreenshot(`footer-${width}.png`, { animations: 'disabled' });
    });

    test('header of a logged-in learner, with the menu open where it folds', async ({ page, request }) => {
      const session = await registeredSession(request, { FullName: 'Asha Rao', phonenumber: '9876543210' });
      await openLoggedIn(page, '/about', session);
      await pageShown(page);
      await openMenuIfCollapsed(page);
      await expect(page.getByRole('banner').getByTestId('learner-name')).toContainText('Asha');
      await expect(page.getByRole('banner')).toHaveScreenshot(`header-learner-${width}.png`, { animations: 'disabled' });
    });
  });
}
