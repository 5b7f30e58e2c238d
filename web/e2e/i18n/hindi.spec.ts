import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/csp';
import { openMenuIfCollapsed } from '../support/forms';
import { pageShown } from '../support/page-shown';

// Issue 33: the site in Hindi under /hi, English at the spec's own addresses.
const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

/** The bytes of font files this page has fetched (the site's other text uses the system's fonts). */
const fontBytes = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.woff2(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );

test('the Hindi home page: lang, header, footer and skip link in Hindi, drawn in the shipped Devanagari font', async ({
  page,
}) => {
  const response = await page.goto('/hi');
  expect(response?.status()).toBe(200);
  await pageShown(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // The header's menu folds below 1080 px; its button is named in the page's language.
  await openMenuIfCollapsed(page, 'मेन्यू खोलें');
  const tabs = header(page).getByRole('navigation', { name: 'मुख्य' });
  for (const name of ['होम', 'हमारे बारे में', 'कोर्स', 'ट्रेनर बनें', 'संपर्क करें'])
    await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'कोर्स', exact: true })).toHaveAttribute('href', '/hi/course');
  await expect(header(page).getByRole('link', { name: 'अभी नामांकन करें' })).toHaveAttribute('href', '/hi/contactus');
  await expect(footer(page).getByRole('heading', { name: 'संपर्क में रहें' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/PrivacyPolicy');
  await expect(footer(page)).toContainText('सर्वाधिकार सुरक्षित');
  await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached();
  // The header's Devanagari is drawn in Noto Sans Devanagari, which the app serves itself.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => /devanagari/i.test(face.family) && face.status === 'loaded'),
      ),
    )
    .toBe(true);
  // The whole font (the language names' 2 KB cut of it is all an English page gets, below).
  await expect.poll(() => fontBytes(page)).toBeGreaterThan(100_000);
  const family = await tabs
    .getByRole('link', { name: 'होम', exact: true })
    .evaluate((link) => getComputedStyle(link).fontFamily);
  expect(family).toMatch(/devanagari/i);
  // The page names its English twin for search engines, and itself as canonical.
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /^http:\/\/[^/]+\/?$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi$/);
});

test('an English page fetches only the 2 KB of Devanagari its switcher needs, and names its Hindi twin', async ({
  page,
}) => {
  await page.goto('/about');
  await pageShown(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi\/about$/);
  await page.evaluate(() => document.fonts.ready);
  expect(await fontBytes(page)).toBeLessThan(4_000);
  const hindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी' });
  if (await hindi.isVisible())
    expect(await hindi.evaluate((link) => getComputedStyle(link).fontFamily)).toMatch(/language/i);
});

test('the switcher keeps the page and its query, both ways; the choice is remembered when the learner comes back', async ({
  page,
}) => {
  await page.goto('/course/dance-and-music/guitar');
  await hydrated(page);
  await openMenuIfCollapsed(page);
  await header(page).getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/course\/dance-and-music\/guitar$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guitar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // Back in English from the footer's switcher, on a catalogue search.
  await page.goto('/hi/course?search=guitar');
  await hydrated(page);
  await footer(page).getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/course\?search=guitar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  // Hindi chosen, then an English address typed or bookmarked: the Hindi page.
  await page.goto('/hi/about');
  await page.goto('/contactus');
  await expect(page).toHaveURL(/\/hi\/contactus$/);
  // English chosen again: English addresses stay English.
  await hydrated(page);
  await footer(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
