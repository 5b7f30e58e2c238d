import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { collectCspViolations, runPageToItsEnd } from '../support/csp';
import { openMenuIfCollapsed } from '../support/forms';
import { lineBreakProblems } from '../support/line-breaks';
import { loadEveryImage, pageShown } from '../support/page-shown';
import { everyPage } from '../support/routes';

// Every page, opened once at a phone's width and once at a desktop's, with every check that looks at a whole page run
// as steps of that visit (loading each page once per check was most of the suite's time):
// - issue 14: what it looks like, compared with its committed picture at a phone and a desktop width (at a tablet's,
//   the header, the footer and the contact form's messages);
// - issue 12: axe's serious and critical findings, at the phone and the desktop width;
// - issue 12, item 5: the Content-Security-Policy header, and not one violation, at both widths (the desktop visit
//   also runs the page to its end: hydration, lazy images, whatever loads on sight);
// - issue 14: at the desktop visit, the page laid out again at 320 to 1440 px with words kept whole and no
//   sideways scroll.
// Each check is a step and a soft assertion, so a failure names its check and page and the other checks still run.
// The pictures are in __screenshots__ next to this file; after an intended change: npm run test:visual:update (from
// the repository root), then look at the new pictures before committing them. This project has its own server and
// database (playwright.config.ts), so what other tests write (reviews that move a rating) never shows here; the
// fonts are pinned (e2e/support/fonts.conf). The screens opened on a page (popups, menus) have their own specs.
const widths = [360, 768, 1280] as const;
const PHONE = 360;
/**
 * At the tablet width the parts that change there have pictures (the header, where the menu folds, and the footer);
 * a whole page is not opened there. Its layout at 768 px is checked by the desktop visit's line-break step, which
 * lays every page out again at 768 and 1024 px: the tablet visits repeated the phone's or the desktop's look and were
 * a fifth of the browser step (253 s of test time, issue 51).
 */
const TABLET = 768;
const DESKTOP = 1280;

/** Relative review times ("3 days ago") change with the clock: hidden behind a box in every picture. */
const changing = (page: Page) => [page.locator('time')];

/** Page pictures that do not change with the clock or the machine's speed (see the file). */
const STEADY_STYLE = path.join(import.meta.dirname, 'steady.css');

/**
 * The page's main part, from its top down to at most 6,000 px (a catalogue of 50 cards in one column is 23,000 px
 * of the same card). The header and the footer, the same on every page, have pictures of their own below.
 */
async function expectLooksAsBefore(page: Page, name: string) {
  await loadEveryImage(page);
  const main = await page.getByRole('main').boundingBox();
  if (!main) throw new Error('the page has no main part');
  const clip = { x: 0, y: main.y, width: page.viewportSize()!.width, height: Math.min(main.height, 6000) };
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    clip,
    animations: 'disabled',
    mask: changing(page),
    stylePath: STEADY_STYLE,
    timeout: 30_000,
  });
}

/**
 * The Refund page is the privacy policy's page and text under another title: its pictures differed from the privacy
 * page's in the title's pixels only (0.2 %), so a visit of its own repeated every check. static-pages.spec.ts checks
 * its title and text.
 */
const walked = everyPage.filter((target) => target.name !== 'refund');

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const target of width === TABLET ? [] : walked) {
      test(target.name, async ({ page }) => {
        // The desktop visit holds four checks, the axe scan of a 50-card catalogue among them.
        test.setTimeout(width === DESKTOP ? 90_000 : 60_000);
        const cspViolations = await collectCspViolations(page);
        const response = await page.goto(target.path);
        await pageShown(page);

        if (width === PHONE || width === DESKTOP) {
          await test.step('axe: no serious or critical violations', async () => {
            // On the page as it was loaded, before any resize or scroll.
            expect.soft(await seriousViolations(page), `axe violations on ${target.name} at ${width} px`).toEqual([]);
          });
        }

        await test.step('looks as before', () => expectLooksAsBefore(page, `${target.name}-${width}`));

        await test.step('CSP: the policy is sent and nothing is refused', async () => {
          expect
            .soft(response?.headers()['content-security-policy'], `CSP header of ${target.name}`)
            .toContain("object-src 'none'");
          if (width === DESKTOP) await runPageToItsEnd(page);
          expect.soft(cspViolations, `CSP violations on ${target.name} at ${width} px`).toEqual([]);
        });

        if (width === DESKTOP) {
          await test.step('line breaks: words stay whole and no sideways scroll from 320 to 1440 px', async () => {
            expect.soft(await lineBreakProblems(page), `broken words or sideways scroll on ${target.name}`).toEqual([]);
          });
        }
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
      await expect(page.getByRole('banner')).toHaveScreenshot(`header-learner-${width}.png`, {
        animations: 'disabled',
      });
    });
  });
}
