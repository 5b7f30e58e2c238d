import { expect, test, type Page } from '@playwright/test';
import { ALL_FREE_COURSES } from '@/lib/db/seed/facts';

// Issue 31: the catalogue's filters and sort, in the URL, with and without JavaScript, by keyboard.
const panel = (page: Page) => page.getByRole('form', { name: 'Filter and sort courses' });
const grid = (page: Page) => page.getByTestId('course-grid').filter({ visible: true });
const shownNames = (page: Page) => grid(page).getByRole('heading', { level: 3 }).allInnerTexts();
/** The "N courses" line over the list, as a number. */
const shownTotal = async (page: Page) => {
  // Next keeps the route left behind in the page, hidden (React's Activity): only the shown list counts.
  const line = page.getByText(/^\d+ courses?(, page \d+ of \d+)?$/).filter({ visible: true });
  await expect(line).toHaveCount(1);
  return Number((await line.innerText()).split(' ')[0]);
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a GET form: filters, counts, sort and Clear all work as plain addresses', async ({ page }) => {
    await page.goto('/course');
    const all = await shownTotal(page);
    await panel(page).getByText('Filters', { exact: true }).click();
    const free = panel(page).getByRole('radio', { name: /^Free \(\d+\)$/ });
    const freeCount = Number(/\((\d+)\)/.exec(await free.locator('xpath=..').innerText())![1]);
    await free.check();
    await panel(page).getByRole('combobox', { name: 'Sort by' }).selectOption('price');
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]cost=free(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    const names = await shownNames(page);
    expect(names.length).toBe(freeCount);
    expect(await shownTotal(page)).toBe(freeCount);
    expect(freeCount).toBeLessThan(all);
    for (const course of ALL_FREE_COURSES)
      expect(names.map((name) => name.toLowerCase())).toContain(course.toLowerCase());
    // The panel shows what the address chose: the radio checked, the sort selected, the filters open.
    await expect(panel(page).getByRole('radio', { name: /^Free/ })).toBeChecked();
    await expect(panel(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    // A search keeps the filters (hidden fields of the search form).
    await page.getByRole('combobox', { name: 'Search courses' }).fill('meditation');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/search=meditation/);
    await expect(page).toHaveURL(/cost=free/);
    expect(await shownNames(page)).toEqual(['Meditation']);
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/course\?search=meditation&sort=price$/);
    expect(await shownTotal(page)).toBeGreaterThanOrEqual(1);
  });

  test("a category page's filters lead to the catalogue within that category", async ({ page }) => {
    await page.goto('/course/arts');
    await panel(page).getByText('Filters', { exact: true }).click();
    await panel(page)
      .getByRole('checkbox', { name: /^Weekend/ })
      .check();
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/course\?category=arts&time=weekend$/);
    await expect(
      page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'Arts' }),
    ).toHaveAttribute('aria-current', 'true');
    expect((await shownNames(page)).length).toBeGreaterThan(0);
    await expect(panel(page).getByRole('checkbox', { name: /^Weekend/ })).toBeChecked();
  });
});

test('with the keyboard: each choice applies at once, in place, and focus stays on it', async ({ page }) => {
  await page.goto('/course');
  const all = await shownTotal(page);
  const summary = panel(page).getByText('Filters', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const month = panel(page).getByRole('checkbox', { name: /^Per month \(\d+\)$/ });
  await expect(month).toBeVisible();
  const monthCount = Number(/\((\d+)\)/.exec(await month.locator('xpath=..').innerText())![1]);
  await month.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/course\?fee=Month$/);
  await expect.poll(() => shownTotal(page)).toBe(monthCount);
  expect(monthCount).toBeLessThan(all);
  await expect(month).toBeFocused();
  await expect(month).toBeChecked();
  await expect(panel(page).getByText('1 on')).toBeVisible();
  // Sort by rating: the cards' ratings come highest first.
  const sort = panel(page).getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('rating');
  await expect(page).toHaveURL(/\/course\?fee=Month&sort=rating$/);
  await expect
    .poll(async () => {
      const ratings = await grid(page)
        .getByText(/^★ Rated/)
        .allTextContents();
      const values = ratings.map((text) => Number(/Rated\s*([\d.]+)/.exec(text)?.[1]));
      return values.length > 0 && values.every((value, n) => n === 0 || value <= values[n - 1]!);
    })
    .toBe(true);
  // Clear all keeps the sort and empties the filters, in place.
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/course\?sort=rating$/);
  await expect(month).not.toBeChecked();
  await expect.poll(() => shownTotal(page)).toBe(all);
});
