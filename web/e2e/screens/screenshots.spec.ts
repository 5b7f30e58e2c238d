import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { loadEveryImage, pageShown } from '../support/page-shown';
import { everyPage } from '../support/routes';

// Full-page pictures of every page at both widths for a person to look at (git-ignored). Off by default:
// SCREENSHOTS=1 npx playwright test e2e/screens
const outDir = path.resolve(import.meta.dirname, '../../../screenshots');
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write screenshots');

for (const page of everyPage) {
  test(`screenshot ${page.name}`, async ({ page: browserPage }, testInfo) => {
    await browserPage.goto(page.path);
    await pageShown(browserPage);
    // Let the marquee settle at its start so pictures are comparable between runs.
    await browserPage.addStyleTag({ content: '* { animation-play-state: paused !important; }' });
    const height = await loadEveryImage(browserPage);
    const file = `${page.name}-${testInfo.project.name}`;
    await browserPage.screenshot({ path: path.join(outDir, `${file}.png`), fullPage: true });
    // Tall pages also in slices, which stay legible when viewed scaled down.
    const width = browserPage.viewportSize()!.width;
    for (let part = 0, y = 0; y < height && part < 6; part += 1, y += 1400) {
      await browserPage.screenshot({
        path: path.join(outDir, 'parts', `${file}-${part + 1}.png`),
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(1400, height - y) },
      });
    }
  });
}

test('screenshot of the open small-screen menu with a logged-in learner', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu button exists on small screens only');
  const session = await registeredSession(request, { FullName: 'Asha Rao', phonenumber: '9876543210' });
  await openLoggedIn(page, '/course', session);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('learner-name')).toContainText('Asha');
  await page.screenshot({ path: path.join(outDir, 'menu-open-mobile.png') });
});
