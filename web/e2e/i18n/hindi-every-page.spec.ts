import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { HINDI_STAFF, STAFF_LINKS_FILE } from '../../playwright.config';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { englishIn, englishPatterns } from '../support/english-messages';
import { pages } from '../support/routes';
import { setStaffPassword, signInToConsole } from '../support/staff';

// Issue 33: every page in Hindi, at a phone's width and a desktop's, shows none of the English message file's
// words: the visible text, the names screen readers speak (aria-label, alt, title, placeholder) and the tab's
// title are compared with every English message whose Hindi differs (e2e/support/english-messages.ts).
const patterns = englishPatterns();
const WIDTHS = [375, 1280];

/** Every text of the page a reader sees or hears, one per line or attribute. */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const lines = document.body.innerText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const spoken = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '').filter(Boolean),
    );
    return [...lines, ...spoken, document.title];
  });

/**
 * Opens a Hindi page and lists the English message texts it shows at both widths: loaded once, then laid out again
 * at the other width (the site's layout follows the width in CSS alone; a second load per page was half of this
 * spec's time, issue 51).
 */
async function englishOn(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  const response = await page.goto(path);
  // The 404 pages answer 404, in Hindi like the rest.
  expect(response?.status() === 404 || (response?.status() ?? 500) < 400, `${path}: ${response?.status()}`).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    found.push(...englishIn(await textsOf(page), patterns).map((text) => `${width}px ${path}: ${text}`));
  }
  return found;
}

/** The public pages as Hindi readers reach them, the 404 pages included. */
const publicPages = pages
  .filter((p) => !p.path.startsWith('/hi'))
  .map((p) => ({ name: p.name, path: p.path === '/' ? '/hi' : `/hi${p.path}` }));

test('the message files have English to look for', () => {
  expect(patterns.length).toBeGreaterThan(100);
});

for (const { name, path } of publicPages) {
  test(`${name} in Hindi shows no English interface text`, async ({ page }) => {
    expect(await englishOn(page, path)).toEqual([]);
  });
}

test('my account in Hindi shows no English interface text', async ({ page }) => {
  const session = await registeredSession(page.request, { FullName: 'Meera Iyer', phonenumber: '9876500011' });
  await openLoggedIn(page, '/hi/account', session);
  expect(await englishOn(page, '/hi/account')).toEqual([]);
});

const STAFF_PASSWORD = 'tabla-riyaz-2026';
const STAFF_PAGES = [
  '/hi/staff',
  '/hi/staff/team',
  '/hi/staff/mail',
  '/hi/staff/searches',
  '/hi/staff/dashboard',
  '/hi/staff/payments',
  '/hi/staff/whatsapp',
  '/hi/staff/demos',
  '/hi/staff/catalogue',
  '/hi/staff/catalogue/categories',
  '/hi/staff/catalogue/trainers',
  '/hi/staff/catalogue/applications',
  '/hi/staff/catalogue/import',
  '/hi/staff/catalogue/courses/new',
  '/hi/staff/catalogue/trainers/new',
];

test('the staff console in Hindi shows no English interface text', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await englishOn(page, '/hi/staff/login')).toEqual([]);
  const link = (JSON.parse(readFileSync(STAFF_LINKS_FILE, 'utf8')) as Record<string, string>)[HINDI_STAFF]!;
  await setStaffPassword(page, link, STAFF_PASSWORD);
  await signInToConsole(page, HINDI_STAFF, STAFF_PASSWORD);
  const found: string[] = [];
  for (const path of STAFF_PAGES) found.push(...(await englishOn(page, path)));
  // A lead's page and a course's editor: the first of each list.
  await page.goto('/hi/staff/catalogue');
  const course = await page
    .locator('main a[href*="/staff/catalogue/courses/"]:not([href$="/new"])')
    .first()
    .getAttribute('href');
  // And the course's preview (issue 52), the public page's view inside the console.
  if (course) found.push(...(await englishOn(page, course)), ...(await englishOn(page, `${course}/preview`)));
  expect(found).toEqual([]);
});
