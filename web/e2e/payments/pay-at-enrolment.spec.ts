import { expect, test, type Page } from '@playwright/test';
import { trainerEntriesSchema } from '../../lib/contract';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { titleCase } from '../../lib/pricing';
import { consoleBaseURL } from '../../playwright.config';
import { collectCspViolations } from '../support/csp';
import { field, fillForm } from '../support/forms';
import { decodedBody, mailsTo } from '../support/mail';

// Issue 55: a learner enrols in a priced option on a course page, goes on from the thank-you page to the fee's pay
// page, and pays on the sandbox's stand-in checkout (the server of the catalogue editor runs PAYMENTS=sandbox): a
// failed payment says so, a paid one shows "Paid", and the receipt is mailed.
test.use({ baseURL: consoleBaseURL });

const GUITAR = `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;

async function enrol(page: Page, email: string, trainerName: string) {
  await page.goto(GUITAR);
  const panel = page.getByRole('complementary', { name: "Fill out the form below and we'll respond promptly" });
  await fillForm(panel, { Name: 'Divya Menon', Email: email, 'Contact number': '9000054321', City: 'Hyderabad' });
  await field(panel, 'Trainer').selectOption({ label: titleCase(trainerName) });
  await field(panel, 'Available batches').selectOption({ index: 1 });
  await expect(field(panel, 'Slot')).toHaveValue('₹599 per session');
  await panel.getByRole('button', { name: 'Submit' }).click();
}

test('a learner enrols, pays on the checkout after a failed try, sees it paid and gets the receipt', async ({
  page,
  request,
}) => {
  const violations = await collectCspViolations(page);
  const trainers = trainerEntriesSchema.parse(
    await (await request.get(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).json(),
  );
  const email = `payer.${test.info().project.name}.${Date.now()}@example.in`;
  await enrol(page, email, trainers[0]!.trainerName);

  // The thank-you page offers the fee's pay page and stays: the learner has something to do.
  await expect(page).toHaveURL(/\/thankyou$/);
  const pay = page.getByRole('link', { name: 'Pay ₹599' });
  await expect(pay).toBeVisible();
  await pay.click();
  await expect(page).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
  const payPage = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your fee' })).toBeVisible();
  await expect(page.getByText('Test payments')).toBeVisible();
  const fee = page.getByRole('region', { name: 'Your fee' });
  await expect(fee.getByRole('definition')).toHaveText(['Guitar', /^₹599 per session · /, '₹599', 'To pay']);

  // No state: the form says why; then the checkout opens, and the payment fails there.
  await page.getByRole('button', { name: 'Pay ₹599' }).click();
  await expect(page.getByText('Choose the state you live in')).toBeVisible();
  await page.getByLabel('Your state').selectOption({ label: 'Telangana' });
  await page.getByRole('button', { name: 'Pay ₹599' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await expect(page.getByText('₹599.00')).toBeVisible();
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page).toHaveURL(payPage);
  await expect(page.getByRole('status')).toHaveText(
    'Your last payment did not go through. Nothing was charged; you can try again.',
  );

  // Again, by UPI: back on the pay page, paid. The state given before is kept.
  await expect(page.getByLabel('Your state')).toHaveValue('36');
  await page.getByRole('button', { name: 'Pay ₹599' }).click();
  await page.getByRole('button', { name: 'Pay by UPI' }).click();
  await expect(page).toHaveURL(payPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Paid' })).toBeVisible();
  await expect(fee.getByRole('definition').last()).toHaveText(/^Paid on \d{1,2} \w{3} \d{4}$/);
  await expect(page.getByRole('button', { name: 'Pay ₹599' })).toHaveCount(0);

  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject))
    .toContain('Payment received: ₹599 for Guitar');
  const enrolmentMail = (await mailsTo(request, email)).find((mail) => mail.subject === 'Your enrolment in Guitar');
  expect(decodedBody(enrolmentMail!.raw)).toContain(payPage);
  expect(violations).toEqual([]);
});
