import { expect, test, type Page } from '@playwright/test';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Course categories' });
const grid = (page: Page) => page.getByTestId('course-grid');

/**
 * Watches the next page load: the page's reads of the stored category, the client-side navigations it starts
 * (requests for a new list, not prefetches) and the addresses it puts in the history other than its own.
 */
async function watchArrival(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { storedCategoryReads: (string | null)[]; addressesSet: string[] };
    w.storedCategoryReads = [];
    w.addressesSet = [];
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      const value = getItem.call(this, key);
      if (key === 'selectedCategory') w.storedCategoryReads.push(value);
      return value;
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
        const next = url == null ? null : new URL(url, location.href);
        if (next && next.pathname + next.search !== location.pathname + location.search)
          w.addressesSet.push(next.pathname + next.search);
        return original.call(this, data, unused, url);
      };
    }
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers.rsc === '1' && !headers['next-router-prefetch'] && new URL(request.url()).pathname === '/course')
      requests.push(request.url());
  });
  return {
    storedCategoryReads: () =>
      page.evaluate(() => (window as unknown as { storedCategoryReads: (string | null)[] }).storedCategoryReads),
    addressesSet: () => page.evaluate(() => (window as unknown as { addressesSet: string[] }).addressesSet),
    listRequests: () =>
      requests.map((url) => {
        const u = new URL(url);
        u.searchParams.delete('_rsc');
        return u.pathname + u.search;
      }),
    /** Two rendered frames: time for a navigation started on arrival to show its pending state and send its request. */
    nextFrames: () =>
      page.evaluate(
        () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      ),
  };
}

/** A learner who chose `category` on an earlier visit comes back to /course; the arrival is watched. */
async function arriveWithStoredCategory(page: Page, category: string) {
  await page.goto('/course');
  await page.evaluate((stored) => localStorage.setItem('selectedCategory', stored), category);
  const arrival = await watchArrival(page);
  await page.goto('/course');
  return arrival;
}

test('sidebar: All Courses first, capitalised categories with icons, selection in #5165a5', async ({ page }) => {
  await page.goto('/course');
  const links = sidebar(page).getByRole('link');
  await expect(links).toHaveCount(8);
  await expect(links.first()).toHaveText('All Courses');
  await expect(links.first()).toHaveAttribute('aria-current', 'true');
  await expect(sidebar(page).getByRole('link', { name: 'Dance And Music' })).toBeVisible();
  await expect(sidebar(page).locator('img')).toHaveCount(7);
  expect(await links.first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(81, 101, 165)');
  // They are real links (crawlers and visitors without JavaScript follow them): each answers with its list.
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))) {
    expect(href).toMatch(/^\/course(\?category=[a-z-]+)?$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test('course cards: image, capitalised name and heading, and Know More leads to the course page', async ({ page }) => {
  await page.goto('/course?category=dance-and-music');
  const card = grid(page).getByRole('article').filter({ hasText: 'Kathak' });
  await expect(card.getByRole('heading', { level: 3, name: 'Kathak' })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('width', '640');
  await expect(card.locator('img')).toBeVisible();
  await expect(card.getByRole('paragraph').first()).toHaveText(/\S/);
  // Each card shows the course's average rating and how many ratings it rests on.
  await expect(card.getByRole('paragraph').nth(1)).toHaveText(
    /^★ Rated \d(\.\d)? out of 5 \(\d+ ratings?\)$|^No ratings yet$/,
  );
  await card.getByRole('link', { name: 'Know More' }).click();
  await expect(page).toHaveURL(/\/course\/dance-and-music\/kathak$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kathak');
});

test('selecting a category filters, updates the URL, is stored and restored', async ({ page }) => {
  await page.goto('/course');
  await sidebar(page).getByRole('link', { name: 'Technology' }).click();
  await expect(page).toHaveURL(/\/course\?category=technology$/);
  await expect(sidebar(page).getByRole('link', { name: 'Technology' })).toHaveAttribute('aria-current', 'true');
  await expect(grid(page).getByRole('heading', { name: 'Python Programming' })).toBeVisible();
  await expect(grid(page).getByRole('heading', { name: 'Kathak' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedCategory'))).toBe('Technology');
  // Reload survives through the URL; a bare /course restores from local storage.
  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: 'Technology' })).toHaveAttribute('aria-current', 'true');
  // On phones the sidebar is a scrolling row: the selected chip is scrolled into view.
  await expect(sidebar(page).getByRole('link', { name: 'Technology' })).toBeInViewport();
  await page.goto('/course');
  await expect(page).toHaveURL(/\/course\?category=technology$/);
  await expect(grid(page).getByRole('heading', { name: 'Python Programming' })).toBeVisible();
});

test('a stored category that no longer exists falls back to All Courses', async ({ page }) => {
  const arrival = await arriveWithStoredCategory(page, 'Underwater Basket Weaving');
  // The page has looked at the stored choice (so a restore would have started by now)...
  await expect.poll(arrival.storedCategoryReads).toContain('Underwater Basket Weaving');
  await arrival.nextFrames();
  // ...and started no navigation: no list request, no 'Loading...', the address stays /course.
  expect(arrival.listRequests()).toEqual([]);
  await expect(page.getByTestId('catalogue-loading')).toHaveCount(0);
  await expect(page).toHaveURL(/\/course$/);
  expect(await arrival.addressesSet()).toEqual([]);
  // The learner sees every course, with All Courses selected.
  await expect(sidebar(page).getByRole('link', { name: 'All Courses' })).toHaveAttribute('aria-current', 'true');
  await expect(grid(page).getByRole('article')).toHaveCount(50);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' })).toBeVisible();
});

test('the arrival watch sees a stored category being restored', async ({ page }) => {
  // The counterpart of the test above: the same observations do catch a restore when there is one.
  const arrival = await arriveWithStoredCategory(page, 'Technology');
  await expect.poll(arrival.storedCategoryReads).toContain('Technology');
  await expect(page).toHaveURL(/\/course\?category=technology$/);
  expect(arrival.listRequests()).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/course\?category=technology(&|$)/)]),
  );
  expect(await arrival.addressesSet()).toContain('/course?category=technology');
});

// The visible search box (the previous page's stays in the document, hidden, for the back button).
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search courses' });

test('search: placeholder, required, lowercases, filters through the URL, empty state', async ({ page }) => {
  await page.goto('/course');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Search for...');
  await expect(box).toHaveAttribute('required', '');
  await box.pressSequentially('BHARAT');
  await expect(box).toHaveValue('bharat');
  await expect(page).toHaveURL(/search=bharat/);
  await expect(grid(page).getByRole('heading', { name: 'Bharatanatyam' })).toBeVisible();
  await expect(grid(page).getByRole('article')).toHaveCount(1);
  await box.fill('zzqx-no-such-course');
  // A search that found nothing names what was searched (issue 52).
  const none = page.getByText('No courses found for “zzqx-no-such-course”', { exact: true }).filter({ visible: true });
  await expect(none).toBeVisible();
  await page.reload();
  await expect(none).toBeVisible();
  await expect(searchBox(page)).toHaveValue('zzqx-no-such-course');
});

test('search: typos, romanisations and Devanagari find their course; a near miss offers "Did you mean"', async ({
  page,
}) => {
  await page.goto('/course?search=guitaar');
  await expect(grid(page).getByRole('article').first().getByRole('heading')).toHaveText('Guitar');
  await searchBox(page).fill('योग');
  await expect(grid(page).getByRole('article').first().getByRole('heading')).toHaveText('Yoga');
  await searchBox(page).fill('bharathanatyam');
  await expect(grid(page).getByRole('article').first().getByRole('heading')).toHaveText('Bharatanatyam');

  await searchBox(page).fill('meditashun');
  await expect(
    page.getByText('No courses found for “meditashun”', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  const meant = page.getByRole('link', { name: 'meditation' });
  await expect(meant).toHaveAttribute('href', '/course?search=meditation');
  await meant.click();
  await expect(page).toHaveURL(/search=meditation(&|$)/);
  await expect(grid(page).getByRole('article').first().getByRole('heading')).toHaveText('Meditation');
  await expect(searchBox(page)).toHaveValue('meditation');
});

test('search: the learner keeps typing while the first results load, and nothing typed is lost', async ({ page }) => {
  await page.goto('/course');
  await searchBox(page).pressSequentially('bha');
  await expect(page).toHaveURL(/search=bha(&|$)/);
  // The keyboard, not a locator: the text goes wherever the focus is.
  await page.keyboard.type('rat');
  await expect(page).toHaveURL(/search=bharat(&|$)/);
  await expect(searchBox(page)).toHaveValue('bharat');
  await expect(searchBox(page)).toBeFocused();
  await expect(grid(page).getByRole('article')).toHaveCount(1);
});

test('pages of 50 with links to the next pages', async ({ page }) => {
  await page.goto('/course');
  await expect(grid(page).getByRole('article')).toHaveCount(50);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
  const onSecond = await grid(page).getByRole('article').count();
  expect(onSecond).toBeGreaterThan(0);
  expect(onSecond).toBeLessThanOrEqual(50);
});

test('the courses are in the server-rendered HTML (no JavaScript needed)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/course?category=arts');
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // Without JavaScript the sidebar entries are plain links to the filtered list.
  await sidebar(page).getByRole('link', { name: 'Technology' }).click();
  await expect(page).toHaveURL(/\/course\?category=technology$/);
  await expect(grid(page).getByRole('heading', { name: 'Python Programming' })).toBeVisible();
  await context.close();
});
