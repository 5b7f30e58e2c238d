import { expect, test } from '@playwright/test';

// Become A Trainer and Contact Us (and Enroll Now, which leads to Contact Us) join when their pages exist.
const tabs = ['Home', 'About Us', 'Courses'];

async function openMenuIfCollapsed(page: import('@playwright/test').Page) {
  const button = page.getByRole('button', { name: 'Open menu' });
  if (await button.isVisible()) await button.click();
}

test('shows the tabs of the pages that exist and marks the current one', async ({ page }) => {
  await page.goto('/course/arts');
  await openMenuIfCollapsed(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(tabs);
  await expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  const banner = page.getByRole('banner');
  for (const missing of ['Enroll Now', 'Become A Trainer', 'Contact Us']) {
    await expect(banner.getByRole('link', { name: missing })).toHaveCount(0);
  }
  // Every link of the header (the logo and the tabs) answers with its page.
  const hrefs = await banner.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect([...new Set(hrefs)].sort()).toEqual(['/', '/about', '/course']);
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
});

test('the tabs open their pages and move the current marker', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [tab, url, heading] of [
    ['Courses', /\/course$/, 'Courses'],
    ['Home', /\/$/, null],
    ['About Us', /\/about$/, 'About Us'],
  ] as const) {
    await openMenuIfCollapsed(page);
    await nav.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(url);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(heading ? h1.filter({ hasText: heading }) : h1).toBeVisible();
    await openMenuIfCollapsed(page);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(tab);
  }
});

test('collapses the menu below 768 px and closes it after a navigation', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu button exists on small screens only');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(nav).toBeHidden();
  // Keyboard: Enter opens, Escape closes.
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
});

test('shows the stored learner with Logout, which clears the session and returns home', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    localStorage.setItem('data', JSON.stringify({ user: 'asha@example.com', token: 't', FullName: 'Asha Rao', phonenumber: '9876543210' })),
  );
  await page.reload();
  await openMenuIfCollapsed(page);
  const header = page.getByRole('banner');
  await expect(header.getByText('Asha Rao')).toBeVisible();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('data'))).toBeNull();
  await expect(header.getByText('Asha Rao')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('shows no learner when nothing or garbage is stored', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('data', 'not json'));
  await page.reload();
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
});
