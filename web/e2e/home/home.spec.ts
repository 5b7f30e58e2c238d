import { expect, test } from '@playwright/test';

test('hero search opens the catalogue with the search applied', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('Kathak');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/course\?search=Kathak$/);
  await expect(page.getByTestId('course-grid').getByRole('heading', { name: 'Kathak' })).toBeVisible();
});

test('lists the categories and popular courses from the API', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Explore categories' });
  await expect(categories.getByRole('listitem')).toHaveCount(7);
  await expect(categories.getByRole('link', { name: 'Dance And Music' })).toHaveAttribute('href', '/course/dance-and-music');
  const popular = page.getByRole('region', { name: 'Popular courses' });
  await expect(popular.getByRole('link', { name: /^Know More/ })).toHaveCount(8);
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
    const variants = await lists.nth(0).locator('figure').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-variant')));
    variants.forEach((variant, i) => expect(variant).toBe(i % 2 === 0 ? 'light' : 'brand'));
    const colours = await lists.nth(0).locator('figure').evaluateAll((cards) => cards.slice(0, 2).map((c) => getComputedStyle(c).backgroundColor));
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
