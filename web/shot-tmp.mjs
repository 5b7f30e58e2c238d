import { chromium } from '@playwright/test';
const [, , base, path, out, w, action] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/lib/chromium/chromium-headless-shell',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: Number(w), height: 900 } });
await page.goto(base + path);
if (action === 'pick') {
  await page.locator('label').filter({ hasText: '6:00 pm' }).first().click();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Your demo class is booked' })
    .waitFor({ timeout: 8000 })
    .catch(() => {});
}
if (action === 'error') {
  await page.getByRole('button', { name: 'Book this time' }).click();
  await page.getByText('Pick one of the times shown').waitFor();
}
await page.screenshot({ path: out, fullPage: true });
await browser.close();
