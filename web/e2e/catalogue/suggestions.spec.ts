import { expect, test, type Page } from '@playwright/test';

// Issue 31: the search boxes suggest courses as the learner types; keyboard first.
const box = (page: Page, name = 'Search courses') => page.getByRole('combobox', { name }).filter({ visible: true });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggested courses' }).filter({ visible: true });
/** The first Python course of the catalogue's answer to a search. */
const pythonInGrid = (page: Page) =>
  page
    .getByTestId('course-grid')
    .filter({ visible: true })
    .getByRole('heading', { name: /Python/ })
    .first();

test('the home page box: a misspelt word suggests the course, Down and Enter open its page', async ({ page }) => {
  await page.goto('/');
  const input = box(page);
  await input.pressSequentially('guitaar');
  const list = suggestions(page);
  await expect(list.getByRole('option').first()).toContainText('Guitar');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestions?: up and down arrows/ })).toHaveCount(1);
  await input.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/course\/dance-and-music\/guitar$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Guitar');
});

test('the catalogue box: Escape closes the list, Enter without a suggestion searches, Up wraps to the last', async ({
  page,
}) => {
  await page.goto('/course');
  const input = box(page);
  await input.pressSequentially('pyth');
  await expect(suggestions(page).getByRole('option').first()).toContainText('Python');
  await input.press('Escape');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue('pyth');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/course\?search=pyth$/);
  await expect(pythonInGrid(page)).toBeVisible();
  // The answer's own box took over the text and the focus, and the list stays closed as Escape left it.
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(suggestions(page)).toHaveCount(0);
  // The list opens again on typing, and stays open when the answer to the typing arrives with a box of its own.
  await box(page).press('End');
  await box(page).pressSequentially('o');
  await expect(page).toHaveURL(/\/course\?search=pytho$/);
  await expect(pythonInGrid(page)).toBeVisible();
  const options = suggestions(page).getByRole('option');
  await expect(options.first()).toContainText('Python');
  await expect(box(page)).toBeFocused();
  // Up from the box highlights the last suggestion, a click-free way to the bottom. (Pressed once the answer is on
  // the page: the box an answer brings starts with nothing highlighted.)
  await box(page).press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the box and closes the list without choosing anything.
  await box(page).press('Tab');
  await expect(page).toHaveURL(/\/course\?search=pytho$/);
  await expect(suggestions(page)).toHaveCount(0);
  await expect(box(page)).not.toBeFocused();
});

test("a category page suggests only that category's courses; a pointer opens one", async ({ page }) => {
  await page.goto('/course/dance-and-music');
  const input = box(page, 'Search courses in this category');
  await input.pressSequentially('yoga');
  // Yoga is not in Dance and Music: nothing to suggest, and the list says so by name and offers to ask (issue 52).
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions(page)).toHaveCount(0);
  await expect(page.getByText('No courses found for “yoga”', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask the academy for “yoga”' })).toHaveAttribute(
    'href',
    '/contactus?course=yoga',
  );
  await input.fill('');
  await input.pressSequentially('guit');
  const option = suggestions(page).getByRole('option', { name: /Guitar/ });
  await expect(option).toBeVisible();
  for (const category of await suggestions(page).getByRole('option').allInnerTexts())
    expect(category).toMatch(/Dance and Music$/);
  await option.click();
  await expect(page).toHaveURL(/\/course\/dance-and-music\/guitar$/);
});

test("text typed before the page's script has run is taken up when it arrives", async ({ page }) => {
  // The page's scripts are held back until the learner has typed.
  let typed!: () => void;
  const typing = new Promise<void>((resolve) => (typed = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await typing;
      await route.continue();
    },
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await box(page).pressSequentially('guitaar');
  typed();
  await expect(suggestions(page).getByRole('option').first()).toContainText('Guitar');
  await expect(box(page)).toHaveValue('guitaar');
});
