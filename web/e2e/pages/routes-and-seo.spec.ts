import { expect, test } from '@playwright/test';

const redirects: [string, string][] = [
  ['/ABOUT', '/about'],
  ['/privacypolicy', '/PrivacyPolicy'],
  ['/termsconditions', '/TermsConditions'],
  ['/REFUND', '/Refund'],
  ['/%20about%20', '/about'],
  ['/Auth/signup/Verification', '/auth/SignUp/verification'],
  ['/ContactUs/ThankYou', '/contactus/thankyou'],
  ['/ContactUs', '/contactus'],
  ['/auth/login', '/auth/Login'],
  ['/Course/ARTS/Acrylic%20Painting/ThankYou', '/course/arts/acrylic-painting/thankyou'],
];

test('routes match case-insensitively after trimming', async ({ page }) => {
  for (const [from, to] of redirects) {
    await page.goto(from);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  }
});

const pagesWithMeta = ['/', '/about', '/course', '/course/technology', '/TermsConditions', '/PrivacyPolicy', '/Refund', '/contactus/thankyou'];

test('every page has a title, description, canonical URL and Open Graph tags', async ({ page }) => {
  for (const path of pagesWithMeta) {
    await page.goto(path);
    expect(await page.title(), path).toMatch(/\S/);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /^.{20,}$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname, path).toBe(path);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute('content', /\S/);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
    expect(new URL(ogUrl!).pathname, path).toBe(path);
  }
  await page.goto('/course/technology');
  expect(await page.title()).toContain('Technology Courses');
});

// What the sitemap lists, and that each of its URLs answers 200, is tested over HTTP in test/content/sitemap.test.ts.
test('robots.txt keeps crawlers out of the API and points at a sitemap of the pages that exist', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await request.get(new URL(sitemapUrl!).pathname);
  expect(sitemap.status()).toBe(200);
  const text = await sitemap.text();
  expect(text).toContain('/course/languages-and-communication</loc>');
  expect(text).toContain('/course/dance-and-music/guitar</loc>');
});
