import { expect, test, type Page } from '@playwright/test';
import { capitalizeWords } from '../../components/ui/capitalize';
import { seedDocument } from './seed';

// Issue 4: pages show the embedded content dataset, and a draft in it appears only through the preview link.
// The server under test has no Sanity project and PREVIEW_SECRET=e2e-preview-secret (playwright.config.ts).

type Settings = {
  brandBlurb: string;
  phone: string;
  email: string;
  companyName: string;
  copyrightYear: number;
  address: string;
};
type Home = { marketingTitle: string; marketingLine: string };
type TeamMember = { _id: string; name: string; role: string; bio: string };

const settings = seedDocument<Settings>('siteSettings');
const home = seedDocument<Home>('homePage');
const draftHome = seedDocument<Home>('drafts.homePage');
const previewLink = (redirect: string, secret = 'e2e-preview-secret') =>
  `/api/draft-mode/enable?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`;

const marketingBlock = (page: Page) => page.getByRole('region', { name: home.marketingTitle });
const previewBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Preview' });

test('the footer and the home marketing block show the embedded content', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(settings.brandBlurb)).toBeVisible();
  await expect(footer.getByRole('link', { name: settings.phone })).toHaveAttribute(
    'href',
    `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
  await expect(footer.locator('address')).toContainText(settings.address.split('\n')[0]!.trim());
  await expect(footer).toContainText(`© ${settings.copyrightYear} ${settings.companyName}`);

  expect(home.marketingTitle).toBe('Education For Everyone');
  const block = marketingBlock(page);
  await expect(block.getByRole('heading', { name: 'Education For Everyone' })).toBeVisible();
  await expect(block.getByText(home.marketingLine, { exact: true })).toBeVisible();
  // The seed's draft is not published: visitors never see it.
  await expect(page.getByText(draftHome.marketingLine)).toHaveCount(0);
  await expect(previewBanner(page)).toHaveCount(0);
});

test('the About page lists the team members it references, grouped by role', async ({ page }) => {
  const about = seedDocument<{ team: { _ref: string }[] }>('aboutPage');
  const members = about.team.map(({ _ref }) => seedDocument<TeamMember>(_ref));
  const roles = [...new Set(members.map((m) => m.role))];
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Our Team' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(roles);
  for (const member of members) await expect(team.getByText(member.bio)).toBeVisible();
});

// The Refund page's privacy text under its own title: e2e/pages/static-pages.spec.ts compares the whole text.

test('a draft shows through the preview link and disappears after leaving preview', async ({ page }) => {
  await page.goto(previewLink('/'));
  await expect(page).toHaveURL(/\/$/);
  await expect(previewBanner(page)).toBeVisible();
  const block = marketingBlock(page);
  await expect(block.getByText(draftHome.marketingLine, { exact: true })).toBeVisible();
  await expect(block.getByText(home.marketingLine, { exact: true })).toHaveCount(0);

  await previewBanner(page).getByRole('link', { name: 'Exit preview' }).click();
  await expect(previewBanner(page)).toHaveCount(0);
  await expect(marketingBlock(page).getByText(home.marketingLine, { exact: true })).toBeVisible();
  await expect(page.getByText(draftHome.marketingLine)).toHaveCount(0);
  // Leaving preview sticks: a fresh load reads published content again.
  await page.reload();
  await expect(marketingBlock(page).getByText(home.marketingLine, { exact: true })).toBeVisible();
});

test('a draft home page without picked courses shows the most enrolled ones, in preview only', async ({
  page,
  request,
}) => {
  const picked = seedDocument<{ featuredCourses: { name: string }[] }>('homePage').featuredCourses.map((course) =>
    capitalizeWords(course.name),
  );
  expect(seedDocument<{ featuredCourses?: unknown[] }>('drafts.homePage').featuredCourses ?? []).toEqual([]);
  const courses = (await (await request.get('/api/course/courses')).json()) as {
    id: number;
    courseName: string;
    studentsCount: number;
    courseRating: number;
  }[];
  const mostEnrolled = [...courses]
    .sort((a, b) => b.studentsCount - a.studentsCount || b.courseRating - a.courseRating || a.id - b.id)
    .slice(0, 8)
    .map((course) => capitalizeWords(course.courseName));
  const courseNames = () =>
    page.getByRole('region', { name: 'Popular courses' }).getByRole('article').getByRole('heading', { level: 3 });

  await page.goto(previewLink('/'));
  await expect(previewBanner(page)).toBeVisible();
  await expect(courseNames()).toHaveText(mostEnrolled);
  await previewBanner(page).getByRole('link', { name: 'Exit preview' }).click();
  await expect(courseNames()).toHaveText(picked);
});

test('in preview the page loads click-to-edit for the Studio, and visitors never download it', async ({ page }) => {
  const visualEditingScripts: string[] = [];
  page.on('response', (response) => {
    if (/visual-editing|sanity-visual/i.test(response.url())) visualEditingScripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('sanity-visual-editing')).toHaveCount(0);
  await page.goto(previewLink('/'));
  await expect(previewBanner(page)).toBeVisible();
  await expect(page.locator('sanity-visual-editing')).toHaveCount(1);
});

test('a preview link with the wrong secret shows nothing unpublished', async ({ page }) => {
  const response = await page.goto(previewLink('/', 'not-the-secret'));
  expect(response?.status()).toBe(401);
  await page.goto('/');
  await expect(marketingBlock(page).getByText(home.marketingLine, { exact: true })).toBeVisible();
  await expect(page.getByText(draftHome.marketingLine)).toHaveCount(0);
});
