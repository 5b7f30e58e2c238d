import { expect, test } from '@playwright/test';
import { failingBaseURL } from '../../playwright.config';

// A second server whose academy API (ACADEMY_API_URL) is a dead address: the spec's failure states.
test.use({ baseURL: failingBaseURL });

test("catalogue: 'No Courses Available.' and a sidebar with only All Courses", async ({ page }) => {
  await page.goto('/course');
  await expect(page.getByText('No Courses Available.', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Course categories' }).getByRole('link')).toHaveText([
    'All Courses',
  ]);
});

test("category page: 'Error fetching courses. Please try again later.'", async ({ page }) => {
  await page.goto('/course/arts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arts');
  await expect(page.getByText('Error fetching courses. Please try again later.', { exact: true })).toBeVisible();
});

test('home still renders its content blocks without the catalogue', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Education For Everyone' })).toBeVisible();
  await expect(page.getByText('No Courses Available.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Explore categories' })).toHaveCount(0);
});

test("course page: 'Error fetching courses. Please try again later.' under the course's name", async ({ page }) => {
  await page.goto('/course/arts/resin-art');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resin Art');
  await expect(page.getByText('Error fetching courses. Please try again later.', { exact: true })).toBeVisible();
});
