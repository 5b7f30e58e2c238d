import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { COURSE_WITHOUT_REVIEWS, PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { slugify } from '../../lib/slug';
import { noisePng, png } from '../../test/photos';
import { coursesToReview } from '../support/review-courses';

type Review = {
  id: number;
  studentName: string;
  ratings: number;
  reviewDescription: string;
  imageOfStudent: string | null;
  createdAt: string;
};
type Summary = { averageRating: number } & Record<`percentageRating${1 | 2 | 3 | 4 | 5}`, number>;
type Course = { courseName: string; categoryName: string };

const SUCCESS = 'Thank You! Your review has been submitted successfully.';
const POST_PATH = '/api/reviews/featuredreview';

// Read through the API, as the page does, so nothing here hard-codes the seed's counts.
async function reviewsOf(request: APIRequestContext, courseName: string): Promise<Review[]> {
  const response = await request.get(
    `/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName }))}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { reviews: Review[] }).reviews;
}

async function summaryOf(request: APIRequestContext, courseName: string): Promise<Summary> {
  const response = await request.get(`/api/reviews/totalandavgcourse/${encodeURIComponent(courseName)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Summary[])[0]!;
}

const pathOf = (course: Course) => `/course/${slugify(course.categoryName)}/${slugify(course.courseName)}`;
const rating = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en-IN', { maximumFractionDigits: 1 });
const percent = (value: number) => `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

const WRITERS = ['keyboard', 'photo', 'server-error'] as const;

/**
 * A course that only this test, in this project, writes reviews to: tests run in parallel in two projects, and a
 * review written by one must not move the counts another asserts.
 */
async function courseToWrite(
  request: APIRequestContext,
  testInfo: TestInfo,
  writer: (typeof WRITERS)[number],
): Promise<Course> {
  const free = await coursesToReview(request);
  const slot = WRITERS.indexOf(writer) + (testInfo.project.name === 'desktop' ? WRITERS.length : 0);
  return free[slot]!;
}

const form = (page: Page) => page.getByRole('form', { name: 'Rate this course' });
const featured = (page: Page) => page.getByRole('list', { name: 'Featured reviews' });
const successDialog = (page: Page) => page.getByRole('dialog', { name: 'Review submitted' });

async function openCourse(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  // Submit is enabled once React has hydrated the form (before that a click would post it natively).
  await expect(form(page).getByRole('button', { name: 'Submit' })).toBeEnabled();
}

/** The review POSTs the page sends, each as its X-Client-Pass header (issue 27), '' when it has none. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === POST_PATH)
      posts.push(r.headers()['x-client-pass'] ?? '');
  });
  return posts;
}

test('review form: every message under its field, each cleared as that field is edited; bad photos refused', async ({
  page,
}) => {
  const posts = countPosts(page);
  await openCourse(page, `/course/${COURSE_WITHOUT_REVIEWS.categorySlug}/${COURSE_WITHOUT_REVIEWS.slug}`);
  const rateForm = form(page);
  await rateForm.getByRole('button', { name: 'Submit' }).click();
  await expect(rateForm.getByText('Rating is required.', { exact: true })).toBeVisible();
  await expect(rateForm.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(rateForm.getByText('Description is required.', { exact: true })).toBeVisible();
  const name = rateForm.getByLabel('Name');
  const description = rateForm.getByLabel('Description');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required.');

  // Blank is not a name: spaces only still fail.
  await name.fill('   ');
  await rateForm.getByRole('button', { name: 'Submit' }).click();
  await expect(rateForm.getByText('Name is required.', { exact: true })).toBeVisible();

  await name.fill('Asha');
  await expect(rateForm.getByText('Name is required.', { exact: true })).toHaveCount(0);
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await expect(rateForm.getByText('Description is required.', { exact: true })).toBeVisible();
  await description.fill('Clear and patient.');
  await expect(rateForm.getByText('Description is required.', { exact: true })).toHaveCount(0);
  await expect(rateForm.getByText('Rating is required.', { exact: true })).toBeVisible();
  await rateForm.getByRole('radio', { name: '3 stars' }).check();
  await expect(rateForm.getByText('Rating is required.', { exact: true })).toHaveCount(0);
  await expect(rateForm.getByText('3 out of 5')).toBeVisible();

  const photo = rateForm.getByLabel('Photo (optional)');
  await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await noisePng(2 * 1024 * 1024 + 1024) });
  await expect(rateForm.getByText('Photo must be at most 2 MB', { exact: true })).toBeVisible();
  await expect(rateForm.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0);
  await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(rateForm.getByText('Photo must be a JPEG, PNG or WebP image', { exact: true })).toBeVisible();
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
  await expect(rateForm.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await expect(rateForm.getByText(/^Photo must be/)).toHaveCount(0);
  await rateForm.getByRole('button', { name: 'Remove photo' }).click();
  await expect(rateForm.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0);
  await expect(photo).toHaveValue('');
  // Nothing invalid ever reached the API.
  expect(posts).toEqual([]);
});

test("a course without reviews: 'No reviews available.', a zero summary, no Show More", async ({ page, request }) => {
  expect(await reviewsOf(request, COURSE_WITHOUT_REVIEWS.courseName)).toEqual([]);
  await openCourse(page, `/course/${COURSE_WITHOUT_REVIEWS.categorySlug}/${COURSE_WITHOUT_REVIEWS.slug}`);
  await expect(page.getByText('No reviews available.', { exact: true })).toBeVisible();
  await expect(featured(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Show (More|Less)/ })).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Review', exact: true });
  await expect(summary.getByText('0 out of 5')).toBeVisible();
  await expect(summary.getByText('Based on 0 reviews')).toBeVisible();
});

test('featured reviews: 5 first, Show More adds 5 up to all, then Show Less goes back to 5; summary from the API', async ({
  page,
  request,
}) => {
  const reviews = await reviewsOf(request, PAID_SESSION_COURSE.courseName);
  const summary = await summaryOf(request, PAID_SESSION_COURSE.courseName);
  expect(reviews.length).toBeGreaterThan(5);
  await openCourse(page, `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);

  const region = page.getByRole('region', { name: 'Review', exact: true });
  await expect(region.getByText(`${rating(summary.averageRating)} out of 5`)).toBeVisible();
  await expect(region.getByText(`Based on ${reviews.length} reviews`)).toBeVisible();
  const bars = region.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem');
  await expect(bars).toHaveText(
    [5, 4, 3, 2, 1].map(
      (star) =>
        `${star}★ ${star === 1 ? 'star' : 'stars'}${percent(summary[`percentageRating${star as 1 | 2 | 3 | 4 | 5}`])}`,
    ),
  );

  const items = featured(page).getByRole('listitem');
  await expect(items).toHaveCount(5);
  // Newest first, each with its name, stars, text and a relative time over the exact date.
  const first = items.first();
  await expect(first.getByRole('heading', { level: 4 })).toHaveText(reviews[0]!.studentName);
  await expect(first.getByRole('img', { name: `Rated ${reviews[0]!.ratings} out of 5` })).toBeVisible();
  await expect(first.getByText(reviews[0]!.reviewDescription)).toBeVisible();
  await expect(first.locator('time')).toHaveAttribute('datetime', reviews[0]!.createdAt);
  await expect(first.locator('time')).toHaveText(/^(just now|\d+ (second|minute|hour|day)s? ago)$/);

  const button = page.getByRole('button', { name: /^Show (More|Less)$/ });
  for (let shown = 5; shown < reviews.length; ) {
    await expect(button).toHaveText('Show More');
    await button.click();
    shown = Math.min(shown + 5, reviews.length);
    await expect(items).toHaveCount(shown);
  }
  await expect(items.last().getByRole('heading', { level: 4 })).toHaveText(reviews.at(-1)!.studentName);
  await expect(button).toHaveText('Show Less');
  await button.click();
  await expect(items).toHaveCount(5);
  await expect(button).toHaveText('Show More');
  await expect(button).toBeInViewport();
});

test('keyboard only: Tab to the stars, arrows choose the rating, submit, and the review appears', async ({
  page,
  request,
}, testInfo) => {
  const course = await courseToWrite(request, testInfo, 'keyboard');
  const before = await reviewsOf(request, course.courseName);
  const studentName = `Keys ${testInfo.project.name} ${Date.now()}`;
  await openCourse(page, pathOf(course));

  // The stars come right before Name in the Tab order: from Name, Shift+Tab reaches the group (no star checked yet).
  const rateForm = form(page);
  await rateForm.getByLabel('Name').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(rateForm.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(rateForm.getByRole('radio', { name: '5 stars' })).toBeFocused();
  // Arrow keys move the rating (and check it), as in any radio group.
  await page.keyboard.press('ArrowLeft');
  await expect(rateForm.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(rateForm.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(rateForm.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(rateForm.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await expect(rateForm.getByText('4 out of 5')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(rateForm.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(studentName);
  await page.keyboard.press('Tab');
  await expect(rateForm.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Every step explained twice.');
  await page.keyboard.press('Tab');
  await expect(rateForm.getByLabel('Photo (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(rateForm.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = successDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(SUCCESS, { exact: true })).toBeVisible();
  // The success modal passes axe too (the other popups: e2e/a11y/course-popups.spec.ts).
  const scan = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Focus is inside the modal: Tab reaches its Close button.
  const close = dialog.locator('button', { hasText: 'Close' });
  for (let i = 0; i < 3 && !(await close.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const item = featured(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: studentName }) });
  await expect(item).toBeVisible();
  await expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  const after = await reviewsOf(request, course.courseName);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({
    studentName,
    ratings: 4,
    reviewDescription: 'Every step explained twice.',
    imageOfStudent: null,
  });
});

test('a review with a photo: one request for a double click, a reset form, then the review and the new summary', async ({
  page,
  request,
}, testInfo) => {
  const course = await courseToWrite(request, testInfo, 'photo');
  const before = await reviewsOf(request, course.courseName);
  const summaryBefore = await summaryOf(request, course.courseName);
  const studentName = `Photo ${testInfo.project.name} ${Date.now()}`;
  const posts = countPosts(page);
  await openCourse(page, pathOf(course));

  const rateForm = form(page);
  await rateForm.getByRole('radio', { name: '5 stars' }).check();
  await rateForm.getByLabel('Name').fill(studentName);
  await rateForm.getByLabel('Description').fill('The photo shows me at my first recital.');
  await rateForm
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(64, 64) });
  await expect(rateForm.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await rateForm.getByRole('button', { name: 'Submit' }).dblclick();

  const dialog = successDialog(page);
  await expect(dialog.getByText(SUCCESS, { exact: true })).toBeVisible();
  expect(posts).toHaveLength(1);
  // With the client pass the page earned while it was open: challenge~nonce, as the server checks it.
  expect(posts[0]).toMatch(/^p1\.[\w-]{16}\.\d+\.\d+\.[\w-]{43}~\d+$/);
  // The form is empty again behind the modal.
  await expect(rateForm.getByLabel('Name')).toHaveValue('');
  await expect(rateForm.getByLabel('Description')).toHaveValue('');
  await expect(rateForm.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(rateForm.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0);

  await dialog.locator('button', { hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const after = await reviewsOf(request, course.courseName);
  const summaryAfter = await summaryOf(request, course.courseName);
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toMatchObject({ studentName, ratings: 5 });
  expect(after[0]!.imageOfStudent).toMatch(/^\/api\/reviews\/photo\/\d+$/);
  expect(summaryAfter.percentageRating5).toBeGreaterThan(summaryBefore.percentageRating5);

  const item = featured(page).getByRole('listitem').first();
  await expect(item.getByRole('heading', { level: 4 })).toHaveText(studentName);
  const photo = item.getByRole('img', { name: `Photo of ${studentName}` });
  await expect(photo).toHaveAttribute('src', after[0]!.imageOfStudent!);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(item.locator('time')).toHaveText(/^(just now|\d+ seconds? ago)$/);
  const region = page.getByRole('region', { name: 'Review', exact: true });
  await expect(
    region.getByText(`Based on ${before.length + 1} ${before.length + 1 === 1 ? 'review' : 'reviews'}`),
  ).toBeVisible();
  await expect(region.getByText(`${rating(summaryAfter.averageRating)} out of 5`)).toBeVisible();
  await expect(region.getByRole('listitem').first()).toContainText(percent(summaryAfter.percentageRating5));
});

test('a failed submission keeps what was typed, says so with a retry; field errors and rate limits from the API', async ({
  page,
  request,
}, testInfo) => {
  const course = await courseToWrite(request, testInfo, 'server-error');
  const studentName = `Retry ${testInfo.project.name} ${Date.now()}`;
  await openCourse(page, pathOf(course));
  const rateForm = form(page);
  await rateForm.getByRole('radio', { name: '2 stars' }).check();
  await rateForm.getByLabel('Name').fill(studentName);
  await rateForm.getByLabel('Description').fill('Kept after a failure.');

  // The browser's own network answers: the server is not touched until the retry.
  let answer: { status: number; json: object; headers?: Record<string, string> } = {
    status: 503,
    json: { error: 'Service temporarily unavailable' },
  };
  await page.route(`**${POST_PATH}`, (route) => route.fulfill(answer));

  await rateForm.getByRole('button', { name: 'Submit' }).click();
  const alert = rateForm.getByRole('alert');
  await expect(alert).toContainText('Your review could not be submitted.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(rateForm.getByLabel('Name')).toHaveValue(studentName);
  await expect(rateForm.getByLabel('Description')).toHaveValue('Kept after a failure.');
  await expect(rateForm.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(successDialog(page)).toBeHidden();

  answer = {
    status: 429,
    json: { error: 'Too many reviews are being sent for this course right now. Please try again later.' },
    headers: { 'Retry-After': '120' },
  };
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText(
    'Too many reviews are being sent for this course right now. Please try again in 2 minutes.',
  );

  answer = { status: 409, json: { error: 'You have already reviewed this course.' } };
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('You have already reviewed this course.');
  // Sending it again would change nothing: no retry is offered.
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  answer = {
    status: 400,
    json: {
      error: 'studentName: Must be at most 100 characters',
      fields: { studentName: 'Must be at most 100 characters' },
    },
  };
  await rateForm.getByRole('button', { name: 'Submit' }).click();
  await expect(rateForm.getByText('Must be at most 100 characters', { exact: true })).toBeVisible();
  await expect(rateForm.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(rateForm.getByRole('alert')).toHaveCount(0);
  // Editing the field clears the server's message.
  await rateForm.getByLabel('Name').fill(`${studentName}!`);
  await expect(rateForm.getByText('Must be at most 100 characters', { exact: true })).toHaveCount(0);

  await page.unroute(`**${POST_PATH}`);
  await rateForm.getByRole('button', { name: 'Submit' }).click();
  await expect(successDialog(page).getByText(SUCCESS, { exact: true })).toBeVisible();
  expect((await reviewsOf(request, course.courseName))[0]).toMatchObject({
    studentName: `${studentName}!`,
    ratings: 2,
  });
});

// The spec's list-failure text ('Error fetching reviews. Please try again later.') needs a course that loads while its
// reviews do not, which no browser test can produce: the page reads both on the server, and the failing server's dead
// API fails the course itself. reviews-section.test.ts renders that state and checks its text and role.
