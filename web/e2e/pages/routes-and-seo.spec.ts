import { expect, test } from '@playwright/test';

const redirects: [string, string][] = [
  ['/ABOUT', '/about'],
  ['/privacypolicy', '/PrivacyPolicy'],
  ['/termsconditions', '/TermsConditions'],
  ['/REFUND', '/Refund'],
  ['/%20about%20', '/about'],
  ['/Auth/signup/Verification', '/auth/SignUp/verification'],
  ['/ContactUs/ThankYou', '/contactus/thankyou'],
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

test('sitemap.xml lists every category and course; robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const courses = (await (await request.get('/api/course/courses')).json()) as { categoryName: string; courseName: string }[];
  expect(sitemap).toContain('/course/languages-and-communication</loc>');
  expect(sitemap).toContain('/course/dance-and-music/kathak</loc>');
  const locs = sitemap.match(/<loc>/g) ?? [];
  expect(locs.length).toBe(8 + 7 + courses.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /api/');
});
