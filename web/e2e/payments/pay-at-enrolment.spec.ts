import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { trainerEntriesSchema } from '../../lib/contract';
import { PAID_SESSION_COURSE } from '../../lib/db/seed/facts';
import { titleCase } from '../../lib/pricing';
import { CATALOGUE_LINKS_FILE, consoleBaseURL, PAYMENT_STAFF } from '../../playwright.config';
import { openLoggedIn, registeredSession } from '../support/accounts';
import { collectCspViolations } from '../support/csp';
import { field, fillForm } from '../support/forms';
import { decodedBody, mailsTo } from '../support/mail';
import { signInPreparedMember } from '../support/staff';
import { pdfAttachmentOf, pdfText } from '../../test/pdf-text';

// Issue 55: a signed-in learner enrols in a priced option on a course page; the thank-you page offers the fee's pay
// page, which they leave for later and open from their account's "Pay now"; they pay on the sandbox's stand-in
// checkout (the server of the catalogue editor runs PAYMENTS=sandbox): a failed payment says so, a paid one shows
// "Paid" there and on the account, where they download the GST invoice, which the receipt mail carries too; the
// console's lead shows the fee paid and the same invoice.
test.use({ baseURL: consoleBaseURL });

const GUITAR = `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`;

async function enrol(page: Page, trainerName: string) {
  const panel = page.getByRole('complementary', { name: "Fill out the form below and we'll respond promptly" });
  // Name, email and contact come from the session, locked (spec section 3).
  await expect(field(panel, 'Email')).not.toHaveValue('');
  await fillForm(panel, { City: 'Hyderabad' });
  await field(panel, 'Trainer').selectOption({ label: titleCase(trainerName) });
  await field(panel, 'Available batches').selectOption({ index: 1 });
  await expect(field(panel, 'Slot')).toHaveValue('₹599 per session');
  await panel.getByRole('button', { name: 'Submit' }).click();
}

test('a learner enrols, pays after a failed try, gets the receipt and invoice; the admin sees it and refunds half', async ({
  page,
  request,
}) => {
  const violations = await collectCspViolations(page);
  const trainers = trainerEntriesSchema.parse(
    await (await request.get(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).json(),
  );
  const session = await registeredSession(request, { FullName: 'Divya Menon', phonenumber: '9000054321' });
  const email = session.user;
  await openLoggedIn(page, GUITAR, session);
  await enrol(page, trainers[0]!.trainerName);

  // The thank-you page offers the fee's pay page and stays: the learner has something to do. They pay later, from
  // their account.
  await expect(page).toHaveURL(/\/thankyou$/);
  await expect(page.getByRole('link', { name: 'Pay ₹599' })).toBeVisible();
  await page.goto('/account');
  const enrolment = page.getByRole('listitem', { name: /Enrolment/ });
  await enrolment.getByRole('link', { name: 'Pay ₹599 now' }).click();
  await expect(page).toHaveURL(/\/pay\/\d+-\d{10}-[A-Za-z0-9_-]{43}$/);
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

  await page.goto('/account');
  await expect(enrolment.getByText('Fee paid: ₹599')).toBeVisible();
  await expect(enrolment.getByRole('link', { name: 'Pay ₹599 now' })).toHaveCount(0);

  // The GST invoice: Telangana is the academy's state, so CGST 9% + SGST 9% of the ₹507.63 taxable value.
  const invoiceButton = enrolment.getByRole('button', { name: /^Download invoice INV\/\d\d-\d\d\/\d{5}$/ });
  const number = (await invoiceButton.textContent())!.replace('Download invoice ', '');
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const invoice = await pdfText(await readFile((await download.path())!));
  for (const line of [
    'Tax Invoice',
    `Invoice number: ${number}`,
    'GSTIN: 36AABCA1234K1Z5',
    'Divya Menon',
    'Place of supply: Telangana (36)',
    'Taxable value ₹507.63',
    'CGST 9% ₹45.69',
    'SGST 9% ₹45.68',
    'Total ₹599.00',
    'Amount in words: Five Hundred Ninety Nine Rupees Only',
  ])
    expect(invoice).toContain(line);

  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject))
    .toContain('Payment received: ₹599 for Guitar');
  const receipt = (await mailsTo(request, email)).find((mail) => mail.subject === 'Payment received: ₹599 for Guitar');
  const attached = pdfAttachmentOf(receipt!.raw);
  expect(attached?.fileName).toBe(download.suggestedFilename());
  expect(await pdfText(attached!.content)).toContain(`Invoice number: ${number}`);
  const enrolmentMail = (await mailsTo(request, email)).find((mail) => mail.subject === 'Your enrolment in Guitar');
  expect(decodedBody(enrolmentMail!.raw)).toMatch(/\/pay\/[A-Za-z0-9_-]{32}(?![A-Za-z0-9_-])/);
  expect(violations).toEqual([]);

  // The console: the lead, enrolled by the payment, shows the fee paid and the same invoice.
  await page.context().clearCookies();
  await signInPreparedMember(page, PAYMENT_STAFF, 'tanpura-and-veena-7', CATALOGUE_LINKS_FILE);
  await page.getByRole('table', { name: 'Leads' }).getByRole('link', { name: 'Divya Menon' }).first().click();
  const fees = page.getByRole('region', { name: 'Payments' });
  await expect(fees).toContainText(/₹599 paid on \d{1,2} \w{3} \d{4}/);
  const [fromConsole] = await Promise.all([
    page.waitForEvent('download'),
    fees.getByRole('link', { name: `Invoice ${number} (PDF)` }).click(),
  ]);
  expect(fromConsole.suggestedFilename()).toBe(download.suggestedFilename());
  expect(await pdfText(await readFile((await fromConsole.path())!))).toContain('GSTIN: 36AABCA1234K1Z5');

  // The admin refunds half, with the Refund policy beside the form: the credit note appears on the lead.
  const refund = fees.getByRole('form', { name: /^Refund payment pay_/ });
  await expect(refund.getByLabel('Amount to refund (₹)')).toHaveValue('599');
  await expect(fees.getByText('Refund Policy: read before refunding')).toBeVisible();
  await refund.getByLabel('Amount to refund (₹)').fill('299.50');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('Say why the money goes back')).toBeVisible();
  await refund.getByLabel('Reason (on the credit note)').fill('Moved to a later batch; half refunded');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(fees.getByText(/^₹299\.50 refunded on .*: Moved to a later batch; half refunded/)).toBeVisible();
  const creditNote = fees.getByRole('link', { name: /^Credit note CN\/\d\d-\d\d\/\d{5} \(PDF\)$/ });
  const [noteFile] = await Promise.all([page.waitForEvent('download'), creditNote.click()]);
  const note = await pdfText(await readFile((await noteFile.path())!));
  for (const line of [`Against invoice: ${number}`, 'CGST 9% ₹22.85', 'SGST 9% ₹22.84', 'Total ₹299.50'])
    expect(note).toContain(line);
  // What is left to give back is offered next.
  await expect(refund.getByLabel('Amount to refund (₹)')).toHaveValue('299.50');
});
