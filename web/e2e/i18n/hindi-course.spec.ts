import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { Course, WireTrainerEntry } from '../../lib/contract';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { hindiCategoryNames } from '../../lib/db/seed/hindi';
import { titleCase } from '../../lib/pricing';
import { formatRupees } from '../../lib/rupees';
import { slugify } from '../../lib/slug';
import { hydrated } from '../support/csp';
import { field } from '../support/forms';
import { coursesToReview } from '../support/review-courses';

// Issue 33: the course page and its category in Hindi under /hi. What a learner sees and hears is asserted; the
// English page is e2e/course's.

const GUITAR = `/hi/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;
/** Rupees as Indians write them: ₹599, ₹2,199, ₹1,50,000. */
const INDIAN_RUPEES = /^₹(\d{1,2},(\d{2},)*)?\d{3}$|^₹\d{1,2}$/;
/** A time of day in Hindi, India's time as the academy gives it: 'शाम 6:00'. */
const HINDI_TIME = '(सुबह|दोपहर|शाम|रात) \\d{1,2}:\\d{2}';
const HINDI_TIMING = new RegExp(`^${HINDI_TIME} - ${HINDI_TIME}$`);
const HINDI_DAYS = '(सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि)(, (सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि))*';
/** A batch to choose, by its days and hours (issue 52): 'सोम, बुध · शाम 6:00–7:00'. */
const HINDI_BATCH = new RegExp(`^${HINDI_DAYS} · (सुबह|दोपहर|शाम|रात) \\d{1,2}:\\d{2}–`);
/** A Session fee's option, the price for what it buys: '₹599 प्रति सेशन', '4 सेशन: ₹2,199'. */
const HINDI_SESSION_OPTION = /^(₹[\d,]+ प्रति सेशन|\d+ सेशन: ₹[\d,]+)$/;

async function trainersOf(request: APIRequestContext, courseSlug: string): Promise<WireTrainerEntry[]> {
  const response = await request.get(`/api/current/getTrainers/${courseSlug}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const instructors = (page: Page) => page.getByRole('region', { name: 'ट्रेनर', exact: true });
/** A trainer's name on a Hindi page: their Hindi name, which every trainer of the demo catalogue has. */
const hindiName = (trainer: WireTrainerEntry) =>
  trainer.trainerDetails.hindi?.trainerName ?? titleCase(trainer.trainerName);
const card = (page: Page, trainer: WireTrainerEntry) =>
  instructors(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: hindiName(trainer), exact: true }) });
/** The category of the Guitar course, as the Hindi pages name it. */
const DANCE_AND_MUSIC = hindiCategoryNames['Dance and Music']!;

test('the Hindi course page: headings, buttons, counts, timings and prices in Hindi, rupees grouped the Indian way', async ({
  page,
  request,
}) => {
  const [first] = await trainersOf(request, PAID_SESSION_COURSE.slug);
  const session = first!.courses[0]!.batches[0]!.sessions[0]!;
  await page.goto(GUITAR);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guitar');
  for (const name of ['ट्रेनर', 'आप क्या सीखेंगे', 'समीक्षाएँ', 'ऐसे ही और कोर्स / संबंधित कोर्स']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^[\d,]+ रेटिंग$/).first()).toBeVisible();
  await expect(page.getByText(/^[\d,]+ छात्र$/).first()).toBeVisible();

  expect(first!.trainerDetails.hindi?.trainerName).toMatch(/[\u0900-\u097f]/);
  const trainer = card(page, first!);
  await expect(trainer.getByRole('button', { name: 'डेमो देखें' })).toBeVisible();
  await expect(trainer.getByRole('button', { name: 'अभी नामांकन करें' })).toBeVisible();
  await expect(trainer.getByText('समय', { exact: true })).toBeVisible();
  await expect(trainer.getByText(HINDI_TIMING).first()).toBeVisible();
  const price = trainer.locator('strong').filter({ hasText: '₹' });
  await expect(price).toHaveText(formatRupees(session.price!));
  expect(await price.textContent()).toMatch(INDIAN_RUPEES);

  // The side panel: its heading, and a trainer's batches and prices in Hindi (the fee as 'सेशन').
  const panel = page.getByRole('complementary', { name: 'नीचे दिया गया फ़ॉर्म भरें, हम जल्द ही आपसे संपर्क करेंगे' });
  await expect(panel.getByRole('button', { name: 'सबमिट करें' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /हमें कॉल करें/ })).toBeVisible();
  await hydrated(page);
  await field(panel, 'ट्रेनर').selectOption({ label: hindiName(first!) });
  await expect(field(panel, 'उपलब्ध बैच').locator('option').nth(1)).toHaveText(HINDI_BATCH);
  await expect(field(panel, 'स्लॉट').locator('option:checked')).toHaveText(HINDI_SESSION_OPTION);
  await expect(field(panel, 'स्लॉट').locator('option:checked')).toContainText(formatRupees(session.price!));
});

test('the breadcrumb keeps the learner in Hindi: the category page, its search box and its courses', async ({
  page,
}) => {
  await page.goto(GUITAR);
  const crumbs = page.getByRole('navigation', { name: 'ब्रेडक्रंब' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['होम', 'कोर्स', DANCE_AND_MUSIC, 'Guitar']);
  await expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
  await expect(crumbs.getByRole('link', { name: 'कोर्स' })).toHaveAttribute('href', '/hi/course');
  await hydrated(page);
  await crumbs.getByRole('link', { name: DANCE_AND_MUSIC }).click();
  await expect(page).toHaveURL(/\/hi\/course\/dance-and-music$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DANCE_AND_MUSIC);
  await expect(page.getByText('हर कोर्स के लिए लाइव ट्रेनर, आपकी सुविधा के बैच और मुफ़्त डेमो क्लास।')).toBeVisible();
  const search = page.getByRole('combobox', { name: 'इस श्रेणी के कोर्स खोजें' });
  await expect(search).toHaveAttribute('placeholder', 'खोजें...');
  await hydrated(page);
  await search.fill('zzzz qqqq');
  // A search that finds nothing names it (issue 52).
  await expect(page.getByText('“zzzz qqqq” के लिए कोई कोर्स नहीं मिला', { exact: true })).toBeVisible();
});

test('the demo request popup in Hindi: its title, every label and the submit button', async ({ page }) => {
  await page.goto(GUITAR);
  await hydrated(page);
  await page.getByRole('button', { name: 'संपर्क करें', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'कृपया फ़ॉर्म भरें' });
  await expect(dialog).toBeVisible();
  for (const label of ['नाम', 'ईमेल', 'फ़ोन नंबर', 'शहर', 'ट्रेनर', 'कोर्स'])
    await expect(field(dialog, label)).toBeVisible();
  await expect(field(dialog, 'कोर्स')).toHaveValue(PAID_SESSION_COURSE.courseName);
  await expect(dialog.getByRole('button', { name: 'सबमिट करें' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the trainer demo and enrolment popups in Hindi: days, times and fees; the thank-you page stays under /hi', async ({
  page,
  request,
}) => {
  const trainers = await trainersOf(request, PAID_SESSION_COURSE.slug);
  const trainer = trainers.find((t) => t.courses[0]?.batches[0]?.availableBatches.length)!;
  await page.goto(GUITAR);
  await hydrated(page);
  await card(page, trainer).getByRole('button', { name: 'डेमो देखें' }).click();
  const demo = page.getByRole('dialog', { name: 'ट्रेनर डेमो' });
  await expect(demo.getByRole('heading', { name: 'कोर्स के बारे में' })).toBeVisible();
  for (const name of ['समय', 'दिन', 'कीमत'])
    await expect(demo.getByRole('columnheader', { name, exact: true })).toBeVisible();
  const row = demo
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'अभी नामांकन करें' }) })
    .first();
  await expect(row.getByRole('cell').nth(0)).toHaveText(new RegExp(`^${HINDI_TIME} - ${HINDI_TIME}`));
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^((सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि)(, )?)+$|^कोई दिन उपलब्ध नहीं है$/);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^₹[\d,]+ प्रति (सेशन|माह)$|^पूरे कोर्स के ₹[\d,]+$|^मुफ़्त कोर्स$/);
  await row.getByRole('button', { name: 'अभी नामांकन करें' }).click();

  const enrol = page.getByRole('dialog', { name: 'अभी नामांकन करें' });
  await expect(enrol).toBeVisible();
  // The price as shown: the fixed one in a read-only box, or the chosen option of the list.
  const shownPrice = () =>
    field(enrol, 'कीमत').evaluate((el) =>
      el instanceof HTMLSelectElement ? el.selectedOptions[0]?.textContent : (el as HTMLInputElement).value,
    );
  await expect.poll(shownPrice).toMatch(HINDI_SESSION_OPTION);
  await field(enrol, 'नाम').fill('Ravi Kumar');
  await field(enrol, 'ईमेल').fill('ravi.hindi@example.in');
  await field(enrol, 'संपर्क नंबर').fill('9123456780');
  await field(enrol, 'शहर').fill('Varanasi');
  await enrol.getByRole('button', { name: 'अभी नामांकन करें' }).click();
  await expect(page).toHaveURL(new RegExp(`${GUITAR}/thankyou$`));
  await expect(page.getByRole('link', { name: 'कोर्स पर वापस जाएँ' })).toHaveAttribute(
    'href',
    `/hi/course/${PAID_SESSION_COURSE.categorySlug}`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'आपको कोर्स पर वापस ले जा रहे हैं…' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${GUITAR}$`), { timeout: 10_000 });
});

// e2e/course/reviews.spec.ts writes to the first six courses free to review: this spec takes the next, one per project.
const TAKEN_BY_REVIEWS_SPEC = 6;

async function courseToReview(request: APIRequestContext, testInfo: TestInfo): Promise<Course> {
  const free = await coursesToReview(request);
  return free[TAKEN_BY_REVIEWS_SPEC + (testInfo.project.name === 'desktop' ? 0 : 1)]!;
}

test('a review written in Hindi: the form, the thanks and the new review with its Hindi time', async ({
  page,
  request,
}, testInfo) => {
  const course = await courseToReview(request, testInfo);
  const studentName = `आशा ${testInfo.project.name} ${Date.now()}`;
  const text = 'बहुत अच्छा कोर्स। ट्रेनर ने हर बात धैर्य से समझाई।';
  await page.goto(`/hi/course/${slugify(course.categoryName)}/${slugify(course.courseName)}`);
  const form = page.getByRole('form', { name: 'इस कोर्स को रेटिंग दें' });
  await expect(form.getByRole('group', { name: 'आपकी रेटिंग' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'सबमिट करें' })).toBeEnabled();
  await expect(form.getByText('अभी रेटिंग नहीं दी')).toBeVisible();
  await expect(form.getByText('JPEG, PNG या WebP, ज़्यादा से ज़्यादा 2 MB।')).toBeVisible();
  await form.getByRole('radio', { name: '4 स्टार' }).check();
  await expect(form.getByText('5 में से 4')).toBeVisible();
  await field(form, 'नाम').fill(studentName);
  await field(form, 'विवरण').fill(text);
  await form.getByRole('button', { name: 'सबमिट करें' }).click();

  const thanks = page.getByRole('dialog', { name: 'समीक्षा भेज दी गई' });
  await expect(thanks.getByText('धन्यवाद! आपकी समीक्षा सफलतापूर्वक भेज दी गई है।')).toBeVisible();
  // The button under the text (the popup's × has a name of its own).
  await thanks.locator('button', { hasText: 'बंद करें' }).click();
  await expect(thanks).toBeHidden();

  const item = page
    .getByRole('list', { name: 'चुनिंदा समीक्षाएँ' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: studentName }) });
  await expect(item.getByText(text)).toBeVisible();
  await expect(item.locator('time')).toHaveText(/^(अब|\d+ (सेकंड|मिनट) पहले)$/);
  await expect(
    page.getByRole('region', { name: 'समीक्षा', exact: true }).getByText(/^[\d,]+ समीक्षा(ओं)? के आधार पर$/),
  ).toBeVisible();
});
