import { expect, test } from '@playwright/test';
import { capitalizeWords } from '../../components/ui/capitalize';
import { seedDocument } from '../content/seed';

type Home = {
  hero: { kicker: string; title: string; lead: string; searchPlaceholder: string; highlight: string };
  categoriesTitle: string;
  popularTitle: string;
  featuredCourses: { slug: string; name: string }[];
};
const home = seedDocument<Home>('homePage');

test('the first screen shows the words edited in the Studio and figures counted from the catalogue', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: home.hero.title });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
  await expect(hero.getByText(home.hero.kicker, { exact: true })).toBeVisible();
  await expect(hero.getByText(home.hero.lead, { exact: true })).toBeVisible();
  await expect(hero.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute(
    'placeholder',
    home.hero.searchPlaceholder,
  );
  // The seeded catalogue: 7 categories, 53 courses.
  await expect(hero.getByRole('listitem')).toHaveText(['7 categories', '50+ courses', home.hero.highlight]);
});

test('hero search opens the catalogue with the search applied', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Search courses' }).fill('Kathak');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/course\?search=Kathak$/);
  await expect(page.getByTestId('course-grid').getByRole('heading', { name: 'Kathak' })).toBeVisible();
});

test('lists the categories, and the courses picked in the Studio in their order', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: home.categoriesTitle });
  await expect(categories.getByRole('listitem')).toHaveCount(7);
  await expect(categories.getByRole('link', { name: 'Dance And Music' })).toHaveAttribute(
    'href',
    '/course/dance-and-music',
  );
  // The picked courses, each card with its name and its 'Know More' link to its course page.
  const popular = page.getByRole('region', { name: home.popularTitle });
  const cards = popular.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
    home.featuredCourses.map((course) => capitalizeWords(course.name)),
  );
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S/);
    await expect(card.getByRole('link', { name: 'Know More' })).toHaveAttribute(
      'href',
      /^\/course\/[a-z-]+\/[a-z0-9+-]+$/,
    );
  }
  // Every link of both sections (the tiles, All Courses, View all courses) answers with its page.
  const hrefsIn = (region: typeof popular) =>
    region.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const hrefs = [...(await hrefsIn(categories)), ...(await hrefsIn(popular))];
  expect([...new Set(hrefs.filter((h) => h.split('/').length < 4))].sort()).toEqual([
    '/course',
    '/course/arts',
    '/course/dance-and-music',
    '/course/design-skills',
    '/course/health-and-wellness',
    '/course/hobbies-and-lifestyle',
    '/course/languages-and-communication',
    '/course/technology',
  ]);
  for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);
});

test('a category tile opens its category page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Explore categories' }).getByRole('link', { name: 'Dance And Music' }).click();
  await expect(page).toHaveURL(/\/course\/dance-and-music$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dance And Music' })).toBeVisible();
  await expect(page.getByTestId('course-grid').getByRole('heading', { name: 'Kathak' })).toBeVisible();
});

test('View all courses opens the catalogue', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Popular courses' }).getByRole('link', { name: 'View all courses' }).click();
  await expect(page).toHaveURL(/\/course$/);
  await expect(
    page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'All Courses' }),
  ).toHaveAttribute('aria-current', 'true');
});

test("'Education For Everyone' with its line and two looping testimonial rows", async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Education For Everyone' });
  await expect(block.getByRole('heading', { name: 'Education For Everyone' })).toBeVisible();
  await expect(block.getByText('From Passion to Proficiency, Skills for Everyone!', { exact: true })).toBeVisible();
  const rows = block.getByTestId('marquee-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) {
    // Each row holds its list twice; the copy is hidden from screen readers.
    const lists = row.locator('ul');
    await expect(lists).toHaveCount(2);
    await expect(lists.nth(1)).toHaveAttribute('aria-hidden', 'true');
    const first = await lists.nth(0).locator('figcaption').allTextContents();
    expect(first.length).toBeGreaterThanOrEqual(5);
    expect(await lists.nth(1).locator('figcaption').allTextContents()).toEqual(first);
    // Cards alternate between the two colour styles.
    const variants = await lists
      .nth(0)
      .locator('figure')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-variant')));
    variants.forEach((variant, i) => expect(variant).toBe(i % 2 === 0 ? 'light' : 'brand'));
    const colours = await lists
      .nth(0)
      .locator('figure')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => getComputedStyle(c).backgroundColor));
    expect(colours[0]).not.toBe(colours[1]);
  }
  // The rows move, and stop while pointed at.
  const track = rows.first().locator('> div');
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  await rows.first().hover();
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
});

test('the testimonial rows do not move under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const track = page.getByTestId('marquee-row').first().locator('> div');
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});
