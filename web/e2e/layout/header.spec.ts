import { expect, test } from '@playwright/test';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { openMenuIfCollapsed } from '../support/forms';
import { checkedWidths } from '../support/line-breaks';

const tabs = ['Home', 'About Us', 'Courses', 'Become A Trainer', 'Contact Us'];

test("shows the spec's tabs, Enroll Now and the account links, and marks the current tab", async ({ page }) => {
  await page.goto('/course/arts');
  await openMenuIfCollapsed(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(tabs);
  await expect(nav.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/contactus');
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/Login');
  await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/SignUp');
  // Every link of the header (the logo, the tabs, the buttons and this page in Hindi, issue 33) answers with its page.
  await expect(
    banner.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }),
  ).toHaveAttribute('href', '/hi/course/arts');
  const hrefs = await banner.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect([...new Set(hrefs)].sort()).toEqual([
    '/',
    '/about',
    '/auth/Login',
    '/auth/SignUp',
    '/becomeatrainer',
    '/contactus',
    '/course',
    '/hi/course/arts',
  ]);
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
});

test('the tabs open their pages and move the current marker', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [tab, url, heading] of [
    ['Courses', /\/course$/, 'Courses'],
    ['Home', /\/$/, null],
    ['About Us', /\/about$/, 'About Us'],
    ['Become A Trainer', /\/becomeatrainer$/, 'Become a Trainer'],
    ['Contact Us', /\/contactus$/, 'Contact Us'],
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

test('collapses the menu on small screens and closes it after a navigation', async ({ page }, testInfo) => {
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

test('Enroll Now leads to the Contact Us form', async ({ page }) => {
  await page.goto('/about');
  await openMenuIfCollapsed(page);
  await page.getByRole('banner').getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('a logged-in learner sees their first name, a link to My account, and Log out, which ends the session on the server', async ({
  page,
  request,
}) => {
  const session = await registeredSession(request, { FullName: 'Asha Rao Menon', phonenumber: '9876543210' });
  await openLoggedIn(page, '/about', session);
  await openMenuIfCollapsed(page);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('learner-name')).toHaveText('My account, logged in as Asha');
  // Where the menu folds, the bar shows the learner's initial too, another link to My account (issue 52).
  const folded = (page.viewportSize()?.width ?? 1280) < 1080;
  const accountLinks = header.getByRole('link', { name: 'My account, logged in as Asha' });
  await expect(accountLinks).toHaveCount(folded ? 2 : 1);
  for (const link of await accountLinks.all()) await expect(link).toHaveAttribute('href', '/account');
  const badge = header.getByTestId('learner-badge');
  if (folded) await expect(badge.locator('[aria-hidden="true"]')).toHaveText('A');
  else await expect(badge).toBeHidden();
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  const [logout] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/user/logout')),
    header.getByRole('button', { name: 'Log out' }).click(),
  ]);
  expect(logout.headers().authorization).toBe(`Bearer ${session.token}`);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('data'))).toBeNull();
  await openMenuIfCollapsed(page);
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByTestId('learner-name')).toHaveCount(0);
  await expect(header.getByTestId('learner-badge')).toHaveCount(0);
  // The token is dead on the server too, not only forgotten here.
  expect((await request.get('/api/user/me', { headers: { authorization: `Bearer ${session.token}` } })).status()).toBe(
    401,
  );
});

test('a stored session whose token the server no longer knows is cleared: the header offers Log in', async ({
  page,
}) => {
  // Stored before the page's first script runs. Stored after a load instead, a page still hydrating could read it,
  // send the check and clear it before a reload, which then had nothing to check (the test waited out its timeout).
  await page.addInitScript(() =>
    localStorage.setItem(
      'data',
      JSON.stringify({
        user: 'asha@example.com',
        token: 'revoked-token',
        FullName: 'Asha Rao',
        phonenumber: '9876543210',
      }),
    ),
  );
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/user/me'));
  await page.goto('/about');
  const me = await checked;
  expect(me.status()).toBe(401);
  expect(me.request().headers().authorization).toBe('Bearer revoked-token');
  await openMenuIfCollapsed(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByText('Asha')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('data'))).toBeNull();
});

test('shows Log in and Sign up, no learner, when nothing or garbage is stored', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('data', 'not json'));
  await page.reload();
  await openMenuIfCollapsed(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('the header is one row at every width, the menu button standing in for the tabs where they do not fit', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'every width is set by the test itself');
  await page.goto('/about');
  const banner = page.getByRole('banner');
  const logo = banner.getByRole('link', { name: /home$/ });
  for (const width of [...checkedWidths, 1079, 1080]) {
    await page.setViewportSize({ width, height: 800 });
    const menuButton = banner.getByRole('button', { name: 'Open menu' });
    const inRow =
      width < 1080
        ? [menuButton]
        : [banner.getByRole('link', { name: 'Contact Us' }), banner.getByRole('link', { name: 'Enroll Now' })];
    await expect(inRow[0]!, `${width} px`).toBeVisible();
    const logoBox = (await logo.boundingBox())!;
    for (const item of inRow) {
      const box = (await item.boundingBox())!;
      // On the logo's row: their vertical middles are within a few pixels of each other.
      expect(Math.abs(box.y + box.height / 2 - (logoBox.y + logoBox.height / 2)), `${width} px`).toBeLessThan(6);
    }
    expect((await banner.boundingBox())!.height, `${width} px`).toBeLessThan(80);
  }
});
