import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import {
  coursesSchema,
  trainerEntriesSchema,
  trainerSchema,
  type WireBatch,
  type WireTrainerEntry,
} from '../../lib/contract';
import {
  FREE_COURSE,
  PAID_MONTH_COURSE,
  PAID_SESSION_COURSE,
  TRAINER_COURSE_WITHOUT_DESCRIPTION,
} from '../../lib/db/seed/facts';
import { batchFromWire } from '../../lib/backend/wire';
import { slugify } from '../../lib/slug';
import { registeredSession, type Session } from '../support/accounts';
import { expectMessagesShown, field, fillForm } from '../support/forms';
import { timingChoices } from '../../app/[locale]/(site)/course/[categoryName]/[courseName]/_lib/batch-choice';
import { scheduleText } from '../../lib/schedule-words';
import { demoEmbedUrl } from '../../lib/demo-embed';
import { timingLabel, titleCase } from '../../lib/pricing';
import { feeWording, optionWording } from '../../lib/price-words';

// The course page's demo request, trainer demo and both enrolment forms (spec sections 2, 4 and 5). Names,
// timings and prices are read through the API; stored records are checked on the request the page sends and the
// API's 201 answer with the new record's id (the e2e server's database is private to it).

// The page's English words for batches and prices (the message file read as data: the spec runs outside Next).
const courseMessages = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../messages/en/course.json'), 'utf8'),
);
const schedule = scheduleText(
  createTranslator({ locale: 'en', messages: courseMessages, namespace: 'courseSchedule' }),
  'en',
);
/** What the batch select offers for a trainer's batches, in order: each by its days and hours (issue 52). */
const batchOptions = (batches: WireBatch[]) => timingChoices(batches.map(batchFromWire)).map(schedule.choice);
/** The option of `batch`'s timing at `at` among the select's options for `batches`. */
const batchOption = (batches: WireBatch[], batch: WireBatch, at = 0) => {
  const timing = batch.availableBatches.at(at)!;
  const choice = timingChoices(batches.map(batchFromWire)).find(
    (c) => c.batch.batchId === batch.batchId && c.timing.from === timing.from && c.timing.to === timing.to,
  );
  return schedule.choice(choice!);
};

const coursePath = (c: { categorySlug: string; slug: string }) => `/course/${c.categorySlug}/${c.slug}`;
const GUITAR = coursePath(PAID_SESSION_COURSE);
const endsWith = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function getJson<S extends z.ZodType>(request: APIRequestContext, path: string, schema: S): Promise<z.output<S>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return schema.parse(await response.json());
}
const trainersOf = (request: APIRequestContext, courseSlug: string) =>
  getJson(request, `/api/current/getTrainers/${courseSlug}`, trainerEntriesSchema);
const batchesOf = (entry: WireTrainerEntry): WireBatch[] => entry.courses[0]?.batches ?? [];

const card = (page: Page, trainerName: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: titleCase(trainerName), exact: true }) });
const sidePanel = (page: Page) =>
  page.getByRole('complementary', { name: "Fill out the form below and we'll respond promptly" });
/** Opens the course page's demo request (its Contact Us button). */
async function openDemoRequest(page: Page) {
  await page.getByRole('button', { name: 'Contact Us' }).click();
  return page.getByRole('dialog', { name: 'Please Fill The Form' });
}
/** Opens a trainer's demo from their card. */
async function openTrainerDemo(page: Page, trainerName: string) {
  await card(page, trainerName).getByRole('button', { name: 'View Demo' }).click();
  return page.getByRole('dialog', { name: 'Trainer Demo' });
}
/** The demo table's batch rows, each with its Enroll Now button. */
const batchRows = (demo: Locator) =>
  demo.getByRole('row').filter({ has: demo.page().getByRole('button', { name: 'Enroll Now' }) });

/** Clicks `submit` and returns the POST it sent to `path`, after checking the API stored it (201 with an id). */
async function submitStored(page: Page, submit: Locator, path: string): Promise<Record<string, unknown>> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path),
    submit.click(),
  ]);
  const response = await request.response();
  expect(response?.status()).toBe(201);
  expect(await response?.json()).toMatchObject({ id: expect.any(Number) });
  return request.postDataJSON() as Record<string, unknown>;
}

/** Spec section 4: the thank-you page, then about 3 s later back one page, to the course. */
async function expectThankYouThenBack(page: Page, course: string) {
  await expect(page).toHaveURL(endsWith(`${course}/thankyou`));
  const shownAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'Taking you back to the course…' })).toBeVisible();
  await expect(page).toHaveURL(endsWith(course), { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('demo request (Contact Us)', () => {
  test('every message, digits-only phone, then stored and back to the course', async ({ page, request }) => {
    const [first] = await trainersOf(request, PAID_SESSION_COURSE.slug);
    await page.goto(GUITAR);
    const dialog = await openDemoRequest(page);
    await expect(dialog).toBeVisible();
    // The first trainer is preselected; the course is the page's and cannot be edited.
    await expect(field(dialog, 'Trainer')).toHaveValue(first!.trainerName);
    await expect(field(dialog, 'Course')).toHaveValue(PAID_SESSION_COURSE.courseName);
    await expect(field(dialog, 'Course')).not.toBeEditable();

    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expectMessagesShown(dialog, [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'City is required',
    ]);
    await field(dialog, 'Name').fill('Al');
    await expect(dialog.getByText('Name is required', { exact: true })).toHaveCount(0); // editing clears it
    await field(dialog, 'Email').fill('not-an-email');
    await field(dialog, 'Phone number').pressSequentially('98a76-5');
    await expect(field(dialog, 'Phone number')).toHaveValue('98765');
    await field(dialog, 'City').fill('Go');
    await submit.click();
    await expectMessagesShown(dialog, [
      'Name must contain at least 3 characters',
      'Invalid email address',
      'Phone number must be 10 digits',
      'City must contain at least 3 characters',
    ]);

    await fillForm(dialog, { Name: 'Asha Rao', Email: 'asha.rao@example.in', 'Phone number': '98765432109999' });
    await expect(field(dialog, 'Phone number')).toHaveValue('9876543210');
    await field(dialog, 'City').fill('Pune');
    const body = await submitStored(page, submit, '/api/request/requestDemo');
    expect(body).toEqual({
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      phonenumber: '9876543210',
      city: 'Pune',
      trainerName: first!.trainerName,
      course: PAID_SESSION_COURSE.courseName,
    });
    await expectThankYouThenBack(page, GUITAR);
  });

  test("'Trainer is required' on a course without trainers", { tag: '@any-width' }, async ({ page }) => {
    const courses = await getJson(page.request, '/api/course/courses', coursesSchema);
    const resin = courses.find((c) => c.courseName === 'Resin Art')!;
    await page.goto(`/course/${slugify(resin.categoryName)}/${slugify(resin.courseName)}`);
    await expect(page.getByText('No trainers available')).toBeVisible();
    const dialog = await openDemoRequest(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Trainer is required', { exact: true })).toBeVisible();
  });

  test('a server failure keeps what was typed and offers a retry; 429 and 400 fields are explained', {
    tag: '@any-width',
  }, async ({ page }) => {
    let calls = 0;
    await page.route('**/api/request/requestDemo', async (route) => {
      calls += 1;
      if (calls === 1)
        return route.fulfill({ status: 500, json: { error: 'Something went wrong. Please try again later.' } });
      if (calls === 2)
        return route.fulfill({
          status: 429,
          json: { error: 'Too many requests. Please try again later.' },
          headers: { 'retry-after': '90' },
        });
      if (calls === 3)
        return route.fulfill({
          status: 400,
          json: { error: 'City must contain only letters', fields: { city: 'City must contain only letters' } },
        });
      return route.continue();
    });
    await page.goto(GUITAR);
    const dialog = await openDemoRequest(page);
    await fillForm(dialog, {
      Name: 'Kavya Nair',
      Email: 'kavya@example.in',
      'Phone number': '9123456780',
      City: 'Kochi',
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Something went wrong on our side');
    await expect(field(dialog, 'Name')).toHaveValue('Kavya Nair');
    await expect(field(dialog, 'Phone number')).toHaveValue('9123456780');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toContainText('Too many requests. Please try again in 2 minutes.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.getByText('City must contain only letters', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await submitStored(page, dialog.getByRole('button', { name: 'Submit' }), '/api/request/requestDemo');
    await expect(page).toHaveURL(endsWith(`${GUITAR}/thankyou`));
    expect(calls).toBe(4);
  });
});

test.describe('trainer demo and the Enroll Now popup', () => {
  test('demo video, batch table, Enroll Now prefilled; every popup message; stored with the chosen price', async ({
    page,
    request,
  }) => {
    const [first] = await trainersOf(request, PAID_SESSION_COURSE.slug);
    const detail = await getJson(request, `/api/current/getTrainer/${first!.id}`, trainerSchema);
    const guitar = detail.courses.find((c) => c.courseDetails.courseName === PAID_SESSION_COURSE.courseName)!;
    const batch = guitar.batches.find((b) => b.availableBatches.length > 0)!;

    await page.goto(GUITAR);
    const demo = await openTrainerDemo(page, first!.trainerName);
    const video = demo.locator('iframe');
    await expect(video).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    await expect(video).toHaveAttribute('title', `Demo class by ${titleCase(first!.trainerName)}`);
    const rows = batchRows(demo);
    await expect(rows).toHaveCount(guitar.batches.length);
    const row = rows.nth(guitar.batches.indexOf(batch));
    await expect(row).toContainText(feeWording(batch.sessions[0]!.price!, 'Session'));
    await expect(row).toContainText(batch.days.join(', '));
    await expect(row).toContainText(timingLabel(batch.availableBatches[0]!));

    await row.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(demo).toHaveCount(0);
    const enrol = page.getByRole('dialog', { name: 'Enroll Now' });
    await expect(field(enrol, 'Trainer')).toHaveValue(titleCase(first!.trainerName));
    await expect(field(enrol, 'Available batches').locator('option:checked')).toHaveText(
      batchOptions(guitar.batches)[guitar.batches.indexOf(batch)]!,
    );
    // Session fees: the first option is the default, the others are offered beside it.
    const [single, ...others] = batch.sessions;
    const label = (s: typeof single) => optionWording(s!, 'Session');
    const price = field(enrol, 'Price');
    await expect(price).toHaveValue(label(single));

    const submit = enrol.getByRole('button', { name: 'Enroll Now' });
    await submit.click();
    await expectMessagesShown(enrol, [
      'Name is required',
      'Email is required',
      'Contact number is required',
      'City is required',
    ]);
    await field(enrol, 'Name').fill('Ra');
    await field(enrol, 'Email').fill('ravi@');
    await field(enrol, 'Contact number').pressSequentially('91x2345');
    await expect(field(enrol, 'Contact number')).toHaveValue('912345');
    await field(enrol, 'Available batches').selectOption('');
    await submit.click();
    await expectMessagesShown(enrol, [
      'Name must be at least 3 characters long',
      'Invalid email format',
      'Contact number must be at least 10 digits',
      'Please select available batches',
    ]);

    // Closing clears the form and its messages.
    await enrol.getByRole('button', { name: 'Close' }).click();
    await card(page, first!.trainerName).getByRole('button', { name: 'Enroll Now' }).click();
    await expect(field(enrol, 'Name')).toHaveValue('');
    await expect(enrol.getByText('Name must be at least 3 characters long')).toHaveCount(0);

    await fillForm(enrol, {
      Name: 'Ravi Kumar',
      Email: 'Ravi.Kumar@Example.in',
      'Contact number': '9123456780',
      City: 'Hyderabad',
    });
    const timing = timingLabel(batch.availableBatches.at(-1)!);
    await field(enrol, 'Available batches').selectOption({ label: batchOption(guitar.batches, batch, -1) });
    const chosen = others.length ? others.at(-1)! : single!;
    if (others.length) await price.selectOption(label(chosen));
    const body = await submitStored(page, submit, `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.courseName}`);
    expect(body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      contact: '9123456780',
      city: 'Hyderabad',
      trainer: first!.trainerName,
      availableTrainerId: first!.id,
      availableBatchess: timing,
      Course: { originalCourse: PAID_SESSION_COURSE.courseName },
      price: String(chosen.price),
      slot: [{ label: label(chosen), feeType: 'Session', price: chosen.price }],
    });
    await expectThankYouThenBack(page, GUITAR);
  });

  test("monthly fees: every option listed, 'price selection is required', stored with the month slot", {
    tag: '@any-width',
  }, async ({ page, request }) => {
    const trainers = await trainersOf(request, PAID_MONTH_COURSE.slug);
    const trainer = trainers.find((t) => batchesOf(t)[0]?.availableBatches.length)!;
    const [batch] = batchesOf(trainer);
    const path = coursePath(PAID_MONTH_COURSE);
    await page.goto(path);
    await card(page, trainer.trainerName).getByRole('button', { name: 'Enroll Now' }).click();
    const enrol = page.getByRole('dialog', { name: 'Enroll Now' });
    const price = field(enrol, 'Price');
    await expect(price.locator('option')).toHaveText([
      'Select...',
      ...batch!.sessions.map((s) => optionWording(s, 'Month')),
    ]);
    await fillForm(enrol, {
      Name: 'Meera Iyer',
      Email: 'meera@example.in',
      'Contact number': '9988776655',
      City: 'Chennai',
    });
    const timing = timingLabel(batch!.availableBatches[0]!);
    await field(enrol, 'Available batches').selectOption({ label: batchOption(batchesOf(trainer), batch!) });
    const submit = enrol.getByRole('button', { name: 'Enroll Now' });
    await submit.click();
    await expect(enrol.getByText('price selection is required', { exact: true })).toBeVisible();
    const option = batch!.sessions[0]!;
    await price.selectOption({ index: 1 });
    await expect(enrol.getByText('price selection is required')).toHaveCount(0);
    const body = await submitStored(page, submit, `/api/enroll/userEnrollment/${PAID_MONTH_COURSE.courseName}`);
    expect(body).toMatchObject({
      availableBatchess: timing,
      price: String(option.price),
      slot: [{ label: optionWording(option, 'Month'), feeType: 'Month', price: option.price }],
    });
    await expect(page).toHaveURL(endsWith(`${path}/thankyou`));
  });

  test("'No course description available' for a trainer's course without one", { tag: '@any-width' }, async ({
    page,
    request,
  }) => {
    const courses = await getJson(request, '/api/course/courses', coursesSchema);
    const keyboard = courses.find((c) => c.courseName === TRAINER_COURSE_WITHOUT_DESCRIPTION.courseName)!;
    await page.goto(`/course/${slugify(keyboard.categoryName)}/${slugify(keyboard.courseName)}`);
    const demo = await openTrainerDemo(page, TRAINER_COURSE_WITHOUT_DESCRIPTION.trainerName);
    await expect(demo.getByText('No course description available', { exact: true })).toBeVisible();
  });

  test("'Demo link not available or invalid' and 'No available timings for this batch.'", {
    tag: '@any-width',
  }, async ({ page, request }) => {
    const courses = await getJson(request, '/api/course/courses', coursesSchema);
    let invalid: { path: string; trainer: WireTrainerEntry } | undefined;
    let untimed: { path: string; trainer: WireTrainerEntry; index: number } | undefined;
    for (const course of courses) {
      if (invalid && untimed) break;
      const path = `/course/${slugify(course.categoryName)}/${slugify(course.courseName)}`;
      for (const trainer of await trainersOf(request, slugify(course.courseName))) {
        const batches = batchesOf(trainer);
        if (!invalid && batches.length && batches.every((b) => !demoEmbedUrl(b.demoLink))) invalid = { path, trainer };
        const index = batches.findIndex((b) => b.availableBatches.length === 0);
        if (!untimed && index >= 0) untimed = { path, trainer, index };
      }
    }
    expect(invalid, 'the seed has a trainer whose demo links are all invalid').toBeDefined();
    await page.goto(invalid!.path);
    const demo = await openTrainerDemo(page, invalid!.trainer.trainerName);
    await expect(demo.getByText('Demo link not available or invalid', { exact: true })).toBeVisible();
    await expect(demo.locator('iframe')).toHaveCount(0);

    expect(untimed, 'the seed has a batch without timings').toBeDefined();
    await page.goto(untimed!.path);
    await card(page, untimed!.trainer.trainerName).getByRole('button', { name: 'View Demo' }).click();
    const rows = batchRows(demo);
    await rows.nth(untimed!.index).getByRole('button', { name: 'Enroll Now' }).click();
    await expect(demo.getByRole('alert')).toHaveText('No available timings for this batch.');
    await expect(page.getByRole('dialog', { name: 'Enroll Now' })).toHaveCount(0);
  });

  test('a failed trainer lookup offers a retry', { tag: '@any-width' }, async ({ page, request }) => {
    const [first] = await trainersOf(request, PAID_SESSION_COURSE.slug);
    let calls = 0;
    await page.route(`**/api/current/getTrainer/${first!.id}`, (route) =>
      ++calls === 1 ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.continue(),
    );
    await page.goto(GUITAR);
    const demo = await openTrainerDemo(page, first!.trainerName);
    await demo.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(demo.locator('iframe')).toBeVisible();
  });
});

test.describe('side panel enrolment', () => {
  test('one message at a time, in field order; letters-only name and city, options from the trainer; stored with the chosen slot', async ({
    page,
    request,
  }) => {
    const trainers = await trainersOf(request, PAID_SESSION_COURSE.slug);
    const trainer = trainers[1] ?? trainers[0]!;
    const [batch] = batchesOf(trainer);
    await page.goto(GUITAR);
    const panel = sidePanel(page);
    const submit = panel.getByRole('button', { name: 'Submit' });
    // Spec section 6: the side panel stops at the first failure. Each submit shows exactly one message, the first
    // failing field's; fixing that field and submitting again shows the next.
    const shows = async (message: string) => {
      await submit.click();
      await expect(panel.locator('p[id$="-error"]')).toHaveText([message]);
    };
    await shows('Name is required');
    await field(panel, 'Name').pressSequentially('Ra1!');
    await expect(field(panel, 'Name')).toHaveValue('Ra');
    await shows('Name must be at least 3 characters long');
    await field(panel, 'Name').fill('Sneha Patil');
    await shows('Email is required');
    await field(panel, 'Email').fill('ravi@example');
    await shows('Email address is invalid');
    await field(panel, 'Email').fill('sneha@example.in');
    await shows('Contact number is required');
    await field(panel, 'Contact number').fill('98765');
    await shows('Contact number must be at least 10 digits');
    await field(panel, 'Contact number').fill('9000012345');
    await shows('Please select a city');
    await field(panel, 'City').pressSequentially('Hyd-2');
    await expect(field(panel, 'City')).toHaveValue('Hyd');
    await field(panel, 'City').fill('Nagpur');
    await shows('Please select a trainer');
    await field(panel, 'Trainer').selectOption({ label: titleCase(trainer.trainerName) });
    await shows('Please select available batches');
    const timings = batchOptions(batchesOf(trainer));
    await expect(field(panel, 'Available batches').locator('option')).toHaveText(['Select...', ...timings]);
    const timing = timingLabel(batch!.availableBatches[0]!);
    await field(panel, 'Available batches').selectOption({ label: batchOption(batchesOf(trainer), batch!) });
    const sessions = batch!.sessions;
    const label = (s: (typeof sessions)[number]) => optionWording(s, 'Session');
    await expect(field(panel, 'Slot')).toHaveValue(label(sessions[0]!));
    const chosen = sessions.at(-1)!;
    await field(panel, 'Slot').selectOption(label(chosen));
    const body = await submitStored(page, submit, `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.courseName}`);
    expect(body).toEqual({
      name: 'Sneha Patil',
      email: 'sneha@example.in',
      contact: '9000012345',
      city: 'Nagpur',
      trainer: trainer.trainerName,
      availableTrainerId: trainer.id,
      availableBatchess: timing,
      Course: { courseName: PAID_SESSION_COURSE.courseName },
      slot: [{ label: label(chosen), feeType: 'Session', price: chosen.price }],
    });
    await expectThankYouThenBack(page, GUITAR);
  });

  test("a monthly course's slot is not chosen for the learner: 'Please select a slot' comes last", {
    tag: '@any-width',
  }, async ({ page, request }) => {
    const [trainer] = await trainersOf(request, PAID_MONTH_COURSE.slug);
    await page.goto(coursePath(PAID_MONTH_COURSE));
    const panel = sidePanel(page);
    await fillForm(panel, {
      Name: 'Sneha Patil',
      Email: 'sneha@example.in',
      'Contact number': '9000012345',
      City: 'Nagpur',
    });
    await field(panel, 'Trainer').selectOption({ label: titleCase(trainer!.trainerName) });
    await field(panel, 'Available batches').selectOption({ index: 1 });
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.locator('p[id$="-error"]')).toHaveText(['Please select a slot']);
  });

  test('a double click sends one request', { tag: '@any-width' }, async ({ page, request }) => {
    const [trainer] = await trainersOf(request, PAID_SESSION_COURSE.slug);
    const sent: Request[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/enroll/userEnrollment/**', async (route) => {
      sent.push(route.request());
      await held;
      await route.continue();
    });
    await page.goto(GUITAR);
    const panel = sidePanel(page);
    await fillForm(panel, {
      Name: 'Arjun Mehta',
      Email: 'arjun@example.in',
      'Contact number': '9811122233',
      City: 'Delhi',
    });
    await field(panel, 'Trainer').selectOption({ label: titleCase(trainer!.trainerName) });
    await field(panel, 'Available batches').selectOption({ index: 1 });
    await panel.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(panel.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    // The button is disabled as the click lands; the request leaves a moment later (its proof of work first).
    await expect.poll(() => sent.length).toBe(1);
    release();
    await expect(page).toHaveURL(endsWith(`${GUITAR}/thankyou`));
    expect(sent).toHaveLength(1);
  });
});

test.describe('free course', () => {
  test("'This is a Free Course', 'Free Course' in the demo table, 'No price options available'; both variants stored", async ({
    page,
    request,
  }) => {
    const trainer = (await trainersOf(request, FREE_COURSE.slug)).find((t) =>
      batchesOf(t).some((b) => b.availableBatches.length),
    )!;
    const batchIndex = batchesOf(trainer).findIndex((b) => b.availableBatches.length);
    const batch = batchesOf(trainer)[batchIndex]!;
    const path = coursePath(FREE_COURSE);
    const enrolPath = `/api/enroll/userEnrollment/${FREE_COURSE.courseName}`;
    await page.goto(path);

    const panel = sidePanel(page);
    await fillForm(panel, {
      Name: 'Lakshmi Rao',
      Email: 'lakshmi@example.in',
      'Contact number': '9445566778',
      City: 'Mysuru',
    });
    await field(panel, 'Trainer').selectOption({ label: titleCase(trainer.trainerName) });
    await expect(panel.getByText('This is a Free Course', { exact: true })).toBeVisible();
    const timing = timingLabel(batch.availableBatches[0]!);
    await field(panel, 'Available batches').selectOption({ label: batchOption(batchesOf(trainer), batch) });
    const side = await submitStored(page, panel.getByRole('button', { name: 'Submit' }), enrolPath);
    expect(side).toMatchObject({
      availableBatchess: timing,
      slot: [{ label: 'Free Course', feeType: null, price: 'Free' }],
    });
    expect(side).not.toHaveProperty('price');
    await expectThankYouThenBack(page, path);

    const demo = await openTrainerDemo(page, trainer.trainerName);
    const rows = batchRows(demo);
    await expect(rows).toHaveCount(batchesOf(trainer).length);
    for (let i = 0; i < batchesOf(trainer).length; i += 1) await expect(rows.nth(i)).toContainText('Free Course');
    await rows.nth(batchIndex).getByRole('button', { name: 'Enroll Now' }).click();
    const enrol = page.getByRole('dialog', { name: 'Enroll Now' });
    await expect(enrol.getByText('No price options available', { exact: true })).toBeVisible();
    await fillForm(enrol, {
      Name: 'Lakshmi Rao',
      Email: 'lakshmi@example.in',
      'Contact number': '9445566778',
      City: 'Mysuru',
    });
    const popup = await submitStored(page, enrol.getByRole('button', { name: 'Enroll Now' }), enrolPath);
    expect(popup).toMatchObject({
      availableBatchess: timing,
      price: 'Free',
      slot: [{ label: 'Free Course', feeType: null, price: 'Free' }],
    });
    await expect(page).toHaveURL(endsWith(`${path}/thankyou`));
  });
});

test.describe('logged in', () => {
  // A real account: the header checks the stored token with /api/user/me and forgets one the server does not know.
  let session: Session;

  test.beforeEach(async ({ page, request }) => {
    session = await registeredSession(request, { FullName: 'Priya Sharma', phonenumber: '9876501234' });
    await page.addInitScript((value) => window.localStorage.setItem('data', value), JSON.stringify(session));
  });

  test('name, email and contact come from the session and are locked in both enrolment forms', {
    tag: '@any-width',
  }, async ({ page, request }) => {
    const [trainer] = await trainersOf(request, PAID_SESSION_COURSE.slug);
    await page.goto(GUITAR);
    const panel = sidePanel(page);
    for (const scope of [panel]) {
      await expect(field(scope, 'Name')).toHaveValue(session.FullName);
      await expect(field(scope, 'Email')).toHaveValue(session.user);
      await expect(field(scope, 'Contact number')).toHaveValue(session.phonenumber);
      for (const label of ['Name', 'Email', 'Contact number']) await expect(field(scope, label)).not.toBeEditable();
      await expect(field(scope, 'City')).toBeEditable();
    }
    await card(page, trainer!.trainerName).getByRole('button', { name: 'Enroll Now' }).click();
    const enrol = page.getByRole('dialog', { name: 'Enroll Now' });
    await expect(field(enrol, 'Name')).toHaveValue(session.FullName);
    await expect(field(enrol, 'Email')).toHaveValue(session.user);
    await expect(field(enrol, 'Contact number')).toHaveValue(session.phonenumber);
    for (const label of ['Name', 'Email', 'Contact number']) await expect(field(enrol, label)).not.toBeEditable();
    await field(enrol, 'City').fill('Bengaluru');
    await field(enrol, 'Available batches').selectOption({ index: 1 });
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/enroll/userEnrollment/')),
      enrol.getByRole('button', { name: 'Enroll Now' }).click(),
    ]);
    expect(sent.headers().authorization).toBe(`Bearer ${session.token}`);
    expect(sent.postDataJSON()).toMatchObject({
      name: session.FullName,
      email: session.user,
      contact: session.phonenumber,
    });
    expect((await sent.response())?.status()).toBe(201);
  });
});

test('a direct visit to the thank-you page stays there', { tag: '@any-width' }, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.goto(`${GUITAR}/thankyou`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(endsWith(`${GUITAR}/thankyou`));
  await expect(page.getByText('Taking you back to the course…')).toHaveCount(0);
});
