import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Course, WireTrainerEntry } from '../../lib/contract';
import {
  COURSE_WITHOUT_TRAINERS,
  FREE_COURSE,
  PAID_SESSION_COURSE,
  SLUG_EDGE_CASES,
  TRAINER_WITHOUT_LANGUAGE,
} from '../../lib/db/seed/facts';
import { titleCase } from '../../lib/pricing';
import { formatRupees } from '../../lib/rupees';
import { slugify as slug } from '../../lib/slug';

// The course page as a learner and a crawler see it. Names, prices and counts come from the API, not from here.

async function courseNamed(request: APIRequestContext, name: string): Promise<Course> {
  const courses: Course[] = await (await request.get('/api/course/courses')).json();
  const course = courses.find((c) => c.courseName === name);
  if (!course) throw new Error(`no course ${name}`);
  return course;
}

async function trainersOf(request: APIRequestContext, name: string): Promise<WireTrainerEntry[]> {
  return (await request.get(`/api/current/getTrainers/${encodeURIComponent(name)}`)).json();
}

const instructors = (page: Page) => page.getByRole('region', { name: 'Instructors' });

test('banner: breadcrumb, name, heading, stars and counts from the course', async ({ page, request }) => {
  const course = await courseNamed(request, PAID_SESSION_COURSE.courseName);
  await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Courses', 'Dance And Music', 'Guitar']);
  await expect(crumbs.getByRole('link', { name: 'Dance And Music' })).toHaveAttribute(
    'href',
    '/course/dance-and-music',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guitar');
  await expect(page.getByText(course.courseHeading, { exact: true })).toBeVisible();
  const rating = Math.round(course.courseRating * 10) / 10;
  await expect(page.getByRole('img', { name: `Rated ${rating} out of 5` }).first()).toBeVisible();
  // Exact: a related course's card may show the same count in brackets.
  await expect(page.getByText(`${course.ratingsCount.toLocaleString('en-IN')} ratings`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${Math.max(0, course.studentsCount).toLocaleString('en-IN')} students`)).toBeVisible();
});

test('instructor cards: title-case names, at most two timings, languages and the first price in rupees', async ({
  page,
  request,
}) => {
  const trainers = await trainersOf(request, PAID_SESSION_COURSE.courseName);
  expect(trainers.length).toBeGreaterThan(0);
  await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  const cards = instructors(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(trainers.length);
  const first = trainers[0]!;
  const card = cards.first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(titleCase(first.trainerDetails.trainerName));
  const timings = first.availableBatchess.slice(0, 2).map((t) => `${t.from} - ${t.to}`);
  expect(first.availableBatchess.length).toBeGreaterThanOrEqual(2);
  for (const timing of timings) await expect(card.getByText(timing, { exact: true })).toBeVisible();
  if (first.availableBatchess[2]) {
    const third = `${first.availableBatchess[2].from} - ${first.availableBatchess[2].to}`;
    if (!timings.includes(third)) await expect(card.getByText(third, { exact: true })).toHaveCount(0);
  }
  const language = first.trainerDetails.language!;
  const languages = (Array.isArray(language) ? language : language.split(',')).map((l) => l.trim());
  await expect(card.getByText(languages.join(', '), { exact: true })).toBeVisible();
  const session = first.courses[0]!.batches[0]!.sessions[0]!;
  await expect(card.getByText(formatRupees(session.price!), { exact: true })).toBeVisible();
  // The seed gives this course's first option a higher original price: shown struck through.
  await expect(card.locator('s')).toContainText(formatRupees(session.originalPrice!));
  await expect(card.getByRole('button', { name: 'View Demo' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Enroll Now' })).toBeVisible();
});

test("a trainer without language data: 'Language data is unavailable'", async ({ page, request }) => {
  const trainer = await (await request.get(`/api/current/getTrainer/${TRAINER_WITHOUT_LANGUAGE.id}`)).json();
  const taught = trainer.courses[0].courseDetails;
  await page.goto(`/course/${slug(taught.categoryName)}/${slug(taught.courseName)}`);
  const card = instructors(page).getByRole('listitem').filter({ hasText: TRAINER_WITHOUT_LANGUAGE.trainerName });
  await expect(card.getByText('Language data is unavailable', { exact: true })).toBeVisible();
});

test("a course without trainers: 'No trainers available'", async ({ page }) => {
  await page.goto(`/course/${COURSE_WITHOUT_TRAINERS.categorySlug}/${COURSE_WITHOUT_TRAINERS.slug}`);
  await expect(instructors(page).getByText('No trainers available', { exact: true })).toBeVisible();
  await expect(instructors(page).getByRole('button', { name: 'View Demo' })).toHaveCount(0);
});

test("a free course: every instructor card says 'Free Course'", async ({ page, request }) => {
  const trainers = await trainersOf(request, FREE_COURSE.courseName);
  await page.goto(`/course/${FREE_COURSE.categorySlug}/${FREE_COURSE.slug}`);
  await expect(instructors(page).getByText('Free Course', { exact: true })).toHaveCount(trainers.length);
  await expect(instructors(page).getByText(/₹/)).toHaveCount(0);
});

test("what you learn: the course's HTML without inline styles or scripts", async ({ page }) => {
  await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  const section = page.getByRole('region', { name: "What you'll learn" });
  await expect(section.getByRole('listitem').first()).toBeVisible();
  expect(await section.locator('[style], script, [onclick], [onerror]').count()).toBe(0);
});

test('side panel: the form heading, share links to five networks and Call Us with the footer number', async ({
  page,
}) => {
  await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  const panel = page.getByRole('complementary', { name: "Fill out the form below and we'll respond promptly" });
  await expect(panel).toBeVisible();
  const share = panel.getByRole('list', { name: 'Share this course' }).getByRole('link');
  await expect(share).toHaveCount(5);
  const here = encodeURIComponent(new URL(page.url()).toString());
  for (const link of await share.all()) {
    await expect(link).toHaveAttribute('href', new RegExp(here.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(panel.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  const footerPhone = await page.getByRole('contentinfo').locator('a[href^="tel:"]').getAttribute('href');
  await expect(panel.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', footerPhone!);
});

test('related courses: others of the same category, four per row on large screens, leading to their pages', async ({
  page,
  request,
}) => {
  await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  const related = page.getByRole('region', { name: 'More Similar Courses / Related Courses' });
  const cards = related.getByRole('article');
  const courses: Course[] = await (await request.get('/api/course/courses')).json();
  const sameCategory = courses
    .filter((c) => c.categoryName === 'Dance and Music' && c.courseName !== 'Guitar')
    .map((c) => c.courseName);
  await expect(cards.first()).toBeVisible();
  for (const name of await cards.getByRole('heading', { level: 3 }).allTextContents()) {
    expect(sameCategory.map((n) => titleCase(n))).toContain(name);
  }
  await expect(cards.getByRole('heading', { name: 'Guitar', exact: true })).toHaveCount(0);
  if ((page.viewportSize()?.width ?? 0) >= 1024 && (await cards.count()) >= 5) {
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
  }
  const target = cards.first();
  const name = await target.getByRole('heading', { level: 3 }).textContent();
  await target.getByRole('link', { name: 'Know More' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('head: title and description from the course, canonical URL and a schema.org Course', async ({
  page,
  request,
}) => {
  const course = await courseNamed(request, PAID_SESSION_COURSE.courseName);
  const trainers = await trainersOf(request, PAID_SESSION_COURSE.courseName);
  await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
  await expect(page).toHaveTitle(new RegExp(`^${course.metaTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', course.metaDescription);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/course\/dance-and-music\/guitar$/);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'Course');
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.schemaTitle,
    provider: { '@type': 'Organization' },
    offers: { '@type': 'Offer', priceCurrency: 'INR' },
    aggregateRating: { ratingCount: course.ratingsCount, ratingValue: course.courseRating },
  });
  const batches = trainers.flatMap((t) => t.courses[0]?.batches ?? []);
  expect(ld.hasCourseInstance).toHaveLength(batches.length);
  expect(ld.hasCourseInstance[0]).toMatchObject({ '@type': 'CourseInstance', courseSchedule: { '@type': 'Schedule' } });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a crawler sees the course, its trainers, prices and reviews in the HTML', async ({ page, request }) => {
    const trainers = await trainersOf(request, PAID_SESSION_COURSE.courseName);
    const reviews = (
      await (
        await request.get(
          `/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName: 'Guitar' }))}`,
        )
      ).json()
    ).reviews;
    await page.goto(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guitar');
    await expect(page.getByRole('heading', { level: 3, name: titleCase(trainers[0]!.trainerName) })).toBeVisible();
    await expect(
      instructors(page)
        .getByText(/₹[\d,]+/)
        .first(),
    ).toBeVisible();
    expect(reviews.length).toBeGreaterThan(0);
    await expect(page.getByText(reviews[0].reviewDescription).first()).toBeVisible();
  });
});

test('course slugs match case-insensitively and trimmed; the slug rule keeps +', async ({ page }) => {
  await page.goto('/Course/Dance-And-Music/%20GUITAR%20');
  await expect(page).toHaveURL(/\/course\/dance-and-music\/guitar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guitar');
  const cpp = SLUG_EDGE_CASES.find((c) => c.courseName === 'C++ Programming')!;
  await page.goto(`/course/technology/${cpp.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cpp.courseName);
});

test("an unknown course, or a course under another category: 404 'Course not found'", async ({ page }) => {
  for (const path of ['/course/arts/no-such-course', `/course/arts/${PAID_SESSION_COURSE.slug}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});
