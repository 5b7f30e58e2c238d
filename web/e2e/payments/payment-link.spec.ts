import { expect, test } from '@playwright/test';
import { trainerEntriesSchema } from '../../lib/contract';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { CATALOGUE_LINKS_FILE, consoleBaseURL, LINK_STAFF } from '../../playwright.config';
import { enrolmentBody } from '../../test/form-bodies';
import { decodedBody, mailsTo } from '../support/mail';
import { signInPreparedMember } from '../support/staff';

// Issue 55: a counsellor sends a payment link from a lead's page (the server with the payments sandbox); it is
// mailed and offered for WhatsApp; the learner pays it on the link's page and comes back to "Paid"; the lead is
// enrolled and the console shows the link paid.
test.use({ baseURL: consoleBaseURL });

test('a counsellor sends a payment link, the learner pays it, and the lead is enrolled', async ({ page, request }) => {
  const trainers = trainerEntriesSchema.parse(
    await (await request.get(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).json(),
  );
  const email = `lakshmi.${Date.now()}@example.in`;
  const enrolled = await request.post(`/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, {
    data: enrolmentBody(trainers[0]!, { name: 'Lakshmi Nair', email }),
  });
  expect(enrolled.status()).toBe(201);

  await signInPreparedMember(page, LINK_STAFF, 'sarod-and-santoor-3', CATALOGUE_LINKS_FILE);
  await page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: 'Lakshmi Nair' }).first().click();
  const payments = page.getByRole('region', { name: 'Payments' });
  const form = payments.getByRole('form', { name: 'Payment link' });
  await expect(form.getByLabel('Amount (₹)')).toHaveValue('599');
  // Another amount needs a reason.
  await form.getByLabel('Amount (₹)').fill('499');
  await form.getByRole('button', { name: 'Make and mail the link' }).click();
  await expect(form.getByText('Say why the amount is not the course fee')).toBeVisible();
  await form.getByLabel('Amount (₹)').fill('599');
  await form.getByLabel('Open for').selectOption({ label: '7 days' });
  await form.getByRole('button', { name: 'Make and mail the link' }).click();

  const open = payments.getByRole('link', { name: /\/api\/payments-sandbox\/links\/plink_\w+$/ });
  await expect(open).toBeVisible();
  await expect(payments.getByText(/^₹599 link made on .*, open until /)).toBeVisible();
  const url = (await open.getAttribute('href'))!;
  await expect(payments.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/91\\d{10}\\?text=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject))
    .toContain('Pay ₹599 for Guitar');
  const mailed = (await mailsTo(request, email)).find((mail) => mail.subject === 'Pay ₹599 for Guitar')!;
  expect(decodedBody(mailed.raw)).toContain(url);

  // The learner opens the link from the mail and pays by UPI: back on the academy, paid.
  const learner = await page.context().browser()!.newPage();
  await learner.goto(url);
  await expect(learner.getByText('Test payments')).toBeVisible();
  await expect(learner.getByText('₹599.00')).toBeVisible();
  await learner.getByRole('button', { name: 'Pay by UPI' }).click();
  await expect(learner).toHaveURL(/\/pay\/[A-Za-z0-9_-]{32}$/);
  await expect(learner.getByRole('heading', { level: 1, name: 'Paid' })).toBeVisible();
  await learner.close();

  // The lead is enrolled by the payment, and the link shows paid.
  await page.reload();
  await expect(payments.getByText(/^₹599 link made on .*: paid$/)).toBeVisible();
  await expect(payments.getByText(/^₹599 paid on /)).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('enrolled');
});
