import { expect, test } from '@playwright/test';

test('category page: heading from the slug, its courses, client-side search', async ({ page }) => {
  await page.goto('/course/dance-and-music');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dance And Music');
  const grid = page.getByTestId('course-grid');
  const all = await grid.getByRole('article').count();
  expect(all).toBeGreaterThanOrEqual(6);
  // Each card shows its course's name and leads to its course page.
  await expect(grid.getByRole('article').getByRole('heading', { level: 3 })).toHaveCount(all);
  await expect(grid.getByRole('heading', { level: 3, name: 'Kathak' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Know More' })).toHaveCount(all);
  await expect(
    grid.getByRole('article').filter({ hasText: 'Kathak' }).getByRole('link', { name: 'Know More' }),
  ).toHaveAttribute('href', '/course/dance-and-music/kathak');
  const box = page.getByPlaceholder('Search for...');
  // Filtering happens in the browser: no navigation, no request for courses.
  let courseRequests = 0;
  page.on('request', (r) => {
    // Next prefetches linked pages (the header's tabs, the footer's links) whenever it likes; those are not loads.
    const prefetch = 'next-router-prefetch' in r.headers() || 'next-router-segment-prefetch' in r.headers();
    if (r.url().includes('/course') && !prefetch) courseRequests += 1;
  });
  await box.fill('KATH');
  await expect(box).toHaveValue('kath');
  await expect(grid.getByRole('article')).toHaveCount(1);
  await expect(grid.getByRole('heading', { name: 'Kathak' })).toBeVisible();
  // The catalogue's search rules, in the browser: a romanisation, a typo, marketing's synonym, Devanagari.
  const first = grid.getByRole('article').first().getByRole('heading', { level: 3 });
  for (const [typed, course] of [
    ['bharathanatyam', 'Bharatanatyam'],
    ['guitaar', 'Guitar'],
    ['piano', 'Keyboard'],
    ['कथक', 'Kathak'],
  ] as const) {
    await box.fill(typed);
    await expect(first, typed).toHaveText(course);
  }
  await box.fill('');
  await expect(grid.getByRole('article')).toHaveCount(all);
  expect(courseRequests).toBe(0);
  await expect(page).toHaveURL(/\/course\/dance-and-music$/);
});

test('category slugs match case-insensitively and trimmed', async ({ page }) => {
  await page.goto('/Course/Dance%20And%20Music%20');
  await expect(page).toHaveURL(/\/course\/dance-and-music$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dance And Music');
});

test('an unknown category shows the 404 page', async ({ page }) => {
  const response = await page.goto('/course/underwater-basket-weaving');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('img', { name: /not found/i })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
