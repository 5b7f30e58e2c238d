import { createHmac, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { trainerEntriesSchema, type WireTrainerEntry } from '@/lib/contract';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { fees, leads, outbox, paymentEvents, payments, refunds, staffAudit, taxInvoices } from '@/lib/db/schema';
import { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from '@/lib/payment-defaults';
import { createTestDatabase, openTestDatabase, type TestDatabase } from '../databases';
import { enrolmentBody } from '../form-bodies';
import { callApi } from '../http';
import { signedUpLearner } from '../learners';
import { readableMail, startMailCatcher } from '../mail-catcher';
import { pdfAttachmentOf, pdfText } from '../pdf-text';
import { freePort, startNextServer, type RunningServer } from '../next-server';
import { postJson, startOwnServer, type OwnServer } from '../own-server';
import { consoleClient, decodedBody, staffCli } from '../staff-console';

// Issue 55: fees paid online through Razorpay, here its sandbox served by another instance (`sandbox`), which the
// site under test (`site`) reaches only by its API address and keys, as it would reach Razorpay. The webhook is the
// source of truth; the browser's return races it; forged, replayed and reordered events change nothing wrong; a site
// killed between the capture and its recording records the payment once when the webhook is sent again. Each paid
// fee gets a GST invoice, numbered without gaps however many are paid at once, mailed with the receipt and
// downloadable by its learner only.

let sandbox: OwnServer;
let database: TestDatabase;
let site: RunningServer;
let sitePort: number;
let guitar: WireTrainerEntry;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let staff: { admin: string; counsellor: string };
const console_ = consoleClient(() => site.url);
const ADMIN = `payments.admin.${process.pid}@academy.test`;

const sandboxApi = () => `${sandbox.url}/api/payments-sandbox/v1`;
const siteEnv = () => ({
  ...database.env,
  SITE_URL: `http://127.0.0.1:${sitePort}`,
  RAZORPAY_KEY_ID: SANDBOX_KEY_ID,
  RAZORPAY_KEY_SECRET: SANDBOX_KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
  RAZORPAY_API_BASE: sandboxApi(),
  RAZORPAY_CHECKOUT_SCRIPT: `${sandbox.url}/api/payments-sandbox/checkout.js`,
  SMTP_URL: mail.url,
});
const startSite = () => startNextServer(siteEnv(), undefined, undefined, { port: sitePort });
const siteApi = (path: string, init?: RequestInit) => callApi(site.url, path, init);

beforeAll(async () => {
  sitePort = await freePort();
  mail = await startMailCatcher();
  sandbox = await startOwnServer(
    {
      PAYMENTS: 'sandbox',
      PAYMENTS_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${sitePort}/api/payments/razorpay/webhook`,
      // While the site is killed (the last test), its webhooks fail and are tried again.
    },
    { expectedErrors: [/^\[payments-sandbox\] webhook \S+ evt_\w+ to \S+ failed/] },
  );
  database = await createTestDatabase({ template: inject('databaseTemplate') });
  const added = await staffCli(database.env, ['add', ADMIN, '--role', 'admin']);
  expect(added.code, added.out).toBe(0);
  site = await startSite();
  staff = await console_.signInAdminAndCounsellor(
    mail,
    ADMIN,
    added.out,
    `payments.counsellor.${process.pid}@academy.test`,
  );
  const trainers = await siteApi(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`);
  guitar = trainerEntriesSchema.parse(trainers.body)[0]!;
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await sandbox?.dispose();
  await database?.drop();
  await mail?.close();
});

let enrolled = 0;
/**
 * A new enrolment in a paid session: its fee's pay page token. The form says ₹499 (enrolmentBody's slot); the fee is
 * the catalogue's price of that option, ₹599: the browser's is never read.
 */
async function enrol(
  email = `payer.${process.pid}.${++enrolled}@example.in`,
): Promise<{ token: string; email: string }> {
  const answer = await siteApi(
    `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`,
    postJson(enrolmentBody(guitar, { email })),
  );
  expect(answer.status, answer.text).toBe(201);
  expect(answer.body.pay).toMatchObject({ amount: '₹599', path: expect.stringMatching(/^\/pay\/[A-Za-z0-9_-]{32}$/) });
  return { token: answer.body.pay.path.slice('/pay/'.length), email };
}

type Start = { options: { key: string; amount: number; order_id: string; callback_url: string } };
const startPaying = async (token: string, state = '36') => {
  const answer = await siteApi(`/api/payments/orders/${token}`, postJson({ state }));
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Start;
};

/** The sandbox checkout's button: the fields it posts back to the site (a failure's `error[...]` too). */
async function checkout(start: Start, action: 'upi' | 'card' | 'fail') {
  const form = new URLSearchParams({
    order_id: start.options.order_id,
    key_id: start.options.key,
    callback_url: start.options.callback_url,
    action,
  });
  const page = await fetch(`${sandbox.url}/api/payments-sandbox/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
    ([, name, value]) => [name!, value!.replaceAll('&quot;', '"')] as [string, string],
  );
  return new URLSearchParams(fields);
}

/** What the browser does with those fields: posts them to the site's return address, from the sandbox's page. */
const postReturn = (start: Start, fields: URLSearchParams) =>
  fetch(start.options.callback_url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: sandbox.url,
      'sec-fetch-site': 'cross-site',
    },
    body: fields,
    redirect: 'manual',
  });

const payPage = async (token: string) => (await siteApi(`/pay/${token}`)).text;

/** Waits until the site's pay page shows `text` (the webhook arrives on its own time). */
async function pageShows(token: string, text: string, withinMs = 30_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const html = await payPage(token).catch(() => '');
    if (html.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`the pay page never showed "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const basic = `Basic ${Buffer.from(`${SANDBOX_KEY_ID}:${SANDBOX_KEY_SECRET}`).toString('base64')}`;
const fromSandbox = async (path: string) => {
  const answer = await fetch(`${sandboxApi()}${path}`, { headers: { authorization: basic } });
  expect(answer.status).toBe(200);
  return answer.json();
};

/** Waits until the sandbox says each of the payment's webhooks was taken by the site (answered 2xx). */
async function webhooksTaken(paymentId: string, withinMs = 60_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const { items } = (await fromSandbox(`/_sandbox/events?payment_id=${paymentId}`)) as {
      items: { delivered: boolean }[];
    };
    if (items.length > 0 && items.every((item) => item.delivered)) return items.length;
    if (Date.now() > deadline) throw new Error(`the webhooks of ${paymentId} were never taken`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A webhook as Razorpay signs it, sent straight to the site. */
function sendWebhook(
  event: string,
  payment: unknown,
  { eventId = `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`, secret = SANDBOX_WEBHOOK_SECRET } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: 1,
  });
  return siteApi('/api/payments/razorpay/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    body,
  });
}

const paidTokens: string[] = [];

describe('fees paid online (issue 55)', () => {
  it('pays an enrolment at the checkout: one order however often Pay is pressed, and the webhook records it', {
    timeout: 90_000,
  }, async () => {
    const { token } = await enrol();
    const page = await payPage(token);
    expect(page).toContain('₹599');
    expect(page).toContain('Test payments');

    const noState = await siteApi(`/api/payments/orders/${token}`, postJson({}));
    expect(noState.status).toBe(400);
    expect(noState.body.fields).toMatchObject({ state: 'Choose the state you live in' });
    const starts = await Promise.all(Array.from({ length: 50 }, () => startPaying(token)));
    const orders = new Set(starts.map((s) => s.options.order_id));
    expect(orders.size).toBe(1);
    expect(starts[0]!.options).toMatchObject({ amount: 59_900, key: SANDBOX_KEY_ID });

    const fields = await checkout(starts[0]!, 'upi');
    const paymentId = fields.get('razorpay_payment_id')!;
    expect(paymentId).toMatch(/^pay_/);
    // No return from the browser: the webhook alone pays the fee.
    await pageShows(token, 'Paid on');
    expect(await webhooksTaken(paymentId)).toBe(2);
    // The return arriving late changes nothing, and takes the learner to the page that says it is paid.
    const late = await postReturn(starts[0]!, fields);
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe(`/pay/${token}`);
    expect(await siteApi(`/api/payments/orders/${token}`, postJson({ state: '36' }))).toMatchObject({
      status: 409,
      body: { error: 'This fee is paid already' },
    });
    paidTokens.push(token);
  });

  it('the browser’s return and the webhook at once, many times over: one payment', { timeout: 90_000 }, async () => {
    const { token } = await enrol();
    const start = await startPaying(token, '27');
    const fields = await checkout(start, 'card');
    const paymentId = fields.get('razorpay_payment_id')!;
    const payment = await fromSandbox(`/payments/${paymentId}`);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => postReturn(start, fields)),
      ...Array.from({ length: 10 }, () => sendWebhook('payment.captured', payment)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(20).fill(303), ...Array(10).fill(200)]);
    await pageShows(token, 'Paid on');
    await webhooksTaken(paymentId);
    paidTokens.push(token);
  });

  it('a forged return, a forged webhook, a replayed and a reordered one change nothing wrong', {
    timeout: 90_000,
  }, async () => {
    const { token } = await enrol();
    const start = await startPaying(token);
    const failed = await checkout(start, 'fail');
    expect(failed.get('error[code]')).toBe('BAD_REQUEST_ERROR');
    await postReturn(start, failed);
    await pageShows(token, 'did not go through');

    const fields = await checkout(start, 'upi');
    const paymentId = fields.get('razorpay_payment_id')!;
    const forgedReturn = new URLSearchParams(fields);
    forgedReturn.set(
      'razorpay_signature',
      createHmac('sha256', 'not the secret').update(`${start.options.order_id}|${paymentId}`).digest('hex'),
    );
    expect((await postReturn(start, forgedReturn)).status).toBe(303);

    const captured = await fromSandbox(`/payments/${paymentId}`);
    const forged = await sendWebhook('payment.captured', captured, { secret: 'not the secret' });
    expect(forged.status).toBe(400);
    const tampered = await sendWebhook('payment.captured', { ...captured, amount: 1 }, { secret: 'not the secret' });
    expect(tampered.status).toBe(400);

    // Reordered: the capture's failure, late, after the capture itself; then a repeat of an event taken.
    const eventId = `evt_reorder${enrolled}x`;
    // The sandbox's own webhooks of the capture may come first: then this one finds it recorded.
    const first = await sendWebhook('payment.captured', captured, { eventId });
    expect(['paid', 'unchanged']).toContain(first.body.outcome);
    expect((await sendWebhook('payment.captured', captured, { eventId })).body).toEqual({ outcome: 'repeat' });
    const lateFailure = await sendWebhook('payment.failed', {
      ...captured,
      status: 'failed',
      error_description: 'Payment failed',
    });
    expect(lateFailure.body).toEqual({ outcome: 'unchanged' });
    await pageShows(token, 'Paid on');
    await webhooksTaken(paymentId);
    paidTokens.push(token);
  });

  it('a site killed between the capture and its recording records the payment once, from the webhook sent again', {
    timeout: 150_000,
  }, async () => {
    const { token } = await enrol();
    const start = await startPaying(token);
    // The whole process group, as kill -9 would: the capture happens while nothing answers the webhook.
    process.kill(-site.pid, 'SIGKILL');
    const fields = await checkout(start, 'upi');
    site = await startSite();
    await pageShows(token, 'Paid on', 90_000);
    await webhooksTaken(fields.get('razorpay_payment_id')!, 90_000);
    paidTokens.push(token);
  });

  it('fifty payments at once: fifty invoices numbered one after another', { timeout: 150_000 }, async () => {
    const learners = await Promise.all(Array.from({ length: 50 }, () => enrol()));
    // Half in the academy's state (CGST + SGST), half in Karnataka (IGST).
    const starts = await Promise.all(learners.map(({ token }, i) => startPaying(token, i % 2 ? '29' : '36')));
    const checkouts = await Promise.all(starts.map((start) => checkout(start, 'upi')));
    // Every return at once, racing each other and the sandbox's webhooks.
    const answers = await Promise.all(starts.map((start, i) => postReturn(start, checkouts[i]!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(303));
    for (const { token } of learners) {
      await pageShows(token, 'Paid on');
      paidTokens.push(token);
    }
    await Promise.all(checkouts.map((fields) => webhooksTaken(fields.get('razorpay_payment_id')!)));
  });

  it('mails the receipt with its GST invoice, which its learner alone downloads from their account', {
    timeout: 120_000,
  }, async () => {
    const email = `invoice.${process.pid}@example.in`;
    const learner = await signedUpLearner(site.url, mail, {}, email);
    const { token } = await enrol(email);
    const start = await startPaying(token, '29');
    await postReturn(start, await checkout(start, 'card'));
    await pageShows(token, 'Paid on');
    paidTokens.push(token);

    const account = await siteApi('/api/user/account', { headers: learner });
    const { fee } = account.body.bookings[0];
    expect(fee).toMatchObject({ paid: true, invoice: { number: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{5}$/) } });
    const address = `${site.url}/api/user/invoices/${fee.invoice.id}`;
    const download = await fetch(address, { headers: learner });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const fileName = `${fee.invoice.number.replaceAll('/', '-')}.pdf`;
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
    // ₹599 to Karnataka from Telangana: ₹507.63 taxable and ₹91.37 IGST, adding up to the price.
    for (const line of [
      'Tax Invoice',
      `Invoice number: ${fee.invoice.number}`,
      'GSTIN: 36AABCA1234K1Z5',
      'Place of supply: Karnataka (29)',
      '999293',
      'Taxable value ₹507.63',
      'IGST 18% ₹91.37',
      'Total ₹599.00',
      'Amount in words: Five Hundred Ninety Nine Rupees Only',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('CGST');

    // Another learner, nobody, and an address that names no invoice: nothing.
    const other = await signedUpLearner(site.url, mail);
    expect((await fetch(address, { headers: other })).status).toBe(404);
    expect((await fetch(address)).status).toBe(401);
    expect((await fetch(`${site.url}/api/user/invoices/1e3`, { headers: learner })).status).toBe(404);
    expect((await fetch(`${site.url}/api/staff/invoices/${fee.invoice.id}`)).status).toBe(401);

    // The receipt, sent by the mail workers, carries the same invoice.
    const deadline = Date.now() + 30_000;
    let receipt = mail.to(email).find((message) => message.raw.includes('application/pdf'));
    while (!receipt && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      receipt = mail.to(email).find((message) => message.raw.includes('application/pdf'));
    }
    const attached = pdfAttachmentOf(receipt?.raw ?? '');
    expect(attached?.fileName).toBe(fileName);
    expect(await pdfText(attached!.content)).toContain(`Invoice number: ${fee.invoice.number}`);
  });

  it('an admin refunds half, then the rest, once however often it is sent; each refund has its credit note', {
    timeout: 120_000,
  }, async () => {
    const { token, email } = await enrol();
    const start = await startPaying(token, '29');
    const fields = await checkout(start, 'upi');
    const paymentId = fields.get('razorpay_payment_id')!;
    await postReturn(start, fields);
    await pageShows(token, 'Paid on');
    paidTokens.push(token);
    const refund = (body: unknown, cookie = staff.admin, id = paymentId) =>
      console_.post(`/api/staff/payments/${id}/refunds`, body, { cookie });

    expect((await refund({ amount: '299.50', reason: 'Batch moved' }, staff.counsellor)).status).toBe(403);
    expect((await refund({ amount: 'half', reason: 'Batch moved' })).body.fields).toMatchObject({
      amount: 'Enter an amount in rupees, like 299.50',
    });
    expect((await refund({ amount: '10', reason: 'Not ours' }, staff.admin, 'pay_NotOurs1234567')).status).toBe(404);
    expect((await refund({ amount: '599.01', reason: 'Too much' })).body).toEqual({
      error: 'At most ₹599 of this payment can be refunded',
    });

    const half = await refund({ amount: '299.50', reason: 'Batch moved; half refunded' });
    expect(half.status, half.text).toBe(201);
    expect(half.body).toEqual({ outcome: 'refunded' });
    // Ten at once for more than half of what is left: one is made, nine are refused, nothing is given back twice.
    const rush = await Promise.all(Array.from({ length: 10 }, () => refund({ amount: '200', reason: 'Rush' })));
    expect(rush.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(rush.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(
      Array(9).fill('At most ₹99.50 of this payment can be refunded'),
    );
    expect((await refund({ amount: '99.50', reason: 'The rest' })).status).toBe(201);
    expect((await refund({ amount: '1', reason: 'Again' })).body).toEqual({
      error: 'This payment is refunded in full',
    });
    expect(await fromSandbox(`/payments/${paymentId}`)).toMatchObject({ status: 'refunded', amount_refunded: 59_900 });
    // The refunds' webhooks arrive after the API's answers: they find them recorded.
    expect(await webhooksTaken(paymentId)).toBe(2 + 3);

    // The learner is mailed each refund, its credit note attached.
    const notices = () => mail.to(email).filter((m) => readableMail(m.raw).includes('Subject: Refund of ₹'));
    await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(3);
    const note = pdfAttachmentOf(notices()[0]!.raw);
    expect(note?.fileName).toMatch(/^CN-\d\d-\d\d-\d{5}\.pdf$/);
    const text = await pdfText(note!.content);
    expect(text).toContain('Credit Note');
    expect(text).toMatch(/Against invoice: INV\/\d\d-\d\d\/\d{5}/);
  });

  it('a counsellor sends a payment link, fifty presses make one; the learner pays it and the lead is enrolled', {
    timeout: 120_000,
  }, async () => {
    const INBOX = 'hello@academy.local';
    const noticed = mail.to(INBOX).length;
    const { token, email } = await enrol();
    await expect.poll(() => mail.to(INBOX).length, { timeout: 15_000 }).toBeGreaterThan(noticed);
    const leadId = Number(/\/staff\/leads\/(\d+)/.exec(decodedBody(mail.to(INBOX).at(-1)!.raw))![1]);
    const send = (body: unknown) =>
      console_.post(`/api/staff/leads/${leadId}/payment-links`, body, { cookie: staff.counsellor });

    // Another amount than the course's fee needs a reason; then fifty presses at once make one link.
    expect((await send({ amount: '499', days: '3' })).body.fields).toMatchObject({
      reason: 'Say why the amount is not the course fee',
    });
    const presses = await Promise.all(Array.from({ length: 50 }, () => send({ amount: '599', days: '3' })));
    const made = presses.filter((press) => press.status === 201);
    expect(made).toHaveLength(1);
    expect(presses.filter((press) => press.status === 409).map((press) => press.body.error)).toEqual(
      Array(49).fill('This lead has an open payment link: cancel it to make a new one'),
    );
    const link = made[0]!.body as { id: string; shortUrl: string; expiresAt: string };
    expect(link.shortUrl).toBe(`${sandbox.url}/api/payments-sandbox/links/${link.id}`);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(71 * 3600 * 1000);
    // Mailed to the learner.
    await expect
      .poll(() => mail.to(email).some((m) => readableMail(m.raw).includes(link.shortUrl)), { timeout: 30_000 })
      .toBe(true);

    // The learner pays on the link's page and comes back by the signed return; a forged return records nothing.
    const paid = await fetch(link.shortUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=upi',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toMatch(/^\/api\/payments\/razorpay\/link-return\/[A-Za-z0-9_-]{32}$/);
    const forged = new URL(back);
    forged.searchParams.set('razorpay_signature', '0'.repeat(64));
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(303);
    const returned = await fetch(back, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    const linkToken = back.pathname.split('/').at(-1)!;
    expect(returned.headers.get('location')).toBe(`/pay/${linkToken}`);
    await pageShows(linkToken, 'Paid on');
    paidTokens.push(linkToken);
    await webhooksTaken(back.searchParams.get('razorpay_payment_id')!);
    // The enrolment's own fee is settled by the link: it asks for nothing any more.
    expect((await siteApi(`/api/payments/orders/${token}`, postJson({ state: '36' }))).status).toBe(404);
    const leadPage = await console_.page(`/staff/leads/${leadId}`, { cookie: staff.counsellor });
    expect(leadPage.text).toMatch(/₹599 link made on [^<]+: paid/);
    expect(leadPage.text).toContain('Enrolled');

    // Another link, cancelled: once; a second cancel finds no open link.
    const second = await send({ amount: '100', reason: 'Materials kit', days: '1' });
    expect(second.status, second.text).toBe(201);
    const cancel = () =>
      console_.post(`/api/staff/payment-links/${second.body.id}/cancel`, {}, { cookie: staff.counsellor });
    expect((await cancel()).body).toEqual({ status: 'cancelled' });
    expect((await cancel()).body).toEqual({ error: 'No such open payment link' });
    expect(await fromSandbox(`/payment_links/${second.body.id}`)).toMatchObject({ status: 'cancelled' });
    const page = await fetch(second.body.shortUrl);
    expect(await page.text()).toContain('This payment link was cancelled by the academy.');
  });

  it('the check finds a payment whose webhooks were lost and Record it records it once; the Payments page and the books', {
    timeout: 120_000,
  }, async () => {
    const sandboxDashboard = (body: unknown) =>
      fetch(`${sandboxApi()}/_sandbox/webhooks`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Razorpay's webhooks are held, and the learner closes the page after paying: the site hears nothing.
    await sandboxDashboard({ held: true });
    const { token } = await enrol();
    const start = await startPaying(token, '27');
    const paymentId = (await checkout(start, 'card')).get('razorpay_payment_id')!;
    const check = (cookie = staff.admin) => console_.post('/api/staff/payments/check', {}, { cookie });
    const record = (id: string) =>
      console_.post('/api/staff/payments/record', { paymentId: id }, { cookie: staff.admin });
    try {
      expect((await check(staff.counsellor)).status).toBe(403);
      const found = await check();
      expect(found.status, found.text).toBe(200);
      expect(found.body.payments).toEqual([
        { id: paymentId, amount: '₹599', method: 'card', createdAt: expect.any(String) },
      ]);
      expect((await record(paymentId)).body).toEqual({ outcome: 'paid' });
      expect((await record(paymentId)).body).toEqual({ outcome: 'unchanged' });
      expect((await record('pay_NotOurs1234567')).body).toEqual({ error: 'Razorpay has no such payment' });
      await pageShows(token, 'Paid on');
      paidTokens.push(token);
      expect((await check()).body).toEqual({ payments: [] });
    } finally {
      await sandboxDashboard({ held: false });
    }
    // The held webhooks arrive late: they find it recorded.
    await webhooksTaken(paymentId);

    // The Payments page, filtered; filters it cannot read say so and list nothing.
    const refunded = await console_.page('/staff/payments?status=refunded', { cookie: staff.counsellor });
    expect(refunded.status).toBe(200);
    expect(refunded.text).toContain('Refunded ₹599');
    expect(refunded.text).not.toMatch(/Paid on \d/);
    const links = await console_.page('/staff/payments?how=link', { cookie: staff.counsellor });
    expect(links.text).toContain('Payment link');
    const unread = await console_.page('/staff/payments?status=lost', { cookie: staff.counsellor });
    expect(unread.text).toContain('These filters could not be read: choose them again.');

    // The accountant's CSV: admins only; a row per tax invoice and credit note, the GST split in its columns.
    const books = (cookie: string) =>
      console_.page('/api/staff/payments/export?from=2020-01-01&to=2099-12-31', { cookie });
    expect((await books(staff.counsellor)).status).toBe(403);
    const csv = await books(staff.admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Document,Number,Date,Against invoice,Learner,Place of supply,State code,SAC,Taxable value,CGST rate,CGST,SGST rate,SGST,IGST rate,IGST,Total,Razorpay payment,Reason',
    );
    expect(lines.filter((line) => line.startsWith('Tax invoice,INV/'))).toHaveLength(paidTokens.length);
    const notes = lines.filter((line) => line.startsWith('Credit note,CN/'));
    expect(notes).toHaveLength(3);
    expect(notes[0]).toMatch(/^Credit note,CN\/\d\d-\d\d\/00001,\d\d\/\d\d\/\d{4},INV\/\d\d-\d\d\/\d{5},/);
    expect(notes[0]).toContain(',Karnataka,29,999293,253.81,,0.00,,0.00,18%,45.69,299.50,');

    // The dashboard's funnel ends with the leads that paid online: every fee paid here was a lead of today's.
    const dashboard = await console_.page('/staff/dashboard', { cookie: staff.counsellor });
    expect(dashboard.text).toMatch(new RegExp(`Paid online</th><td[^>]*>${paidTokens.length}<`));
  });

  it('stored one captured payment per paid fee, its events once, the lead enrolled, one receipt and the audit', {
    timeout: 60_000,
  }, async () => {
    await site.stop();
    const handle = await openTestDatabase(database);
    try {
      const { db } = handle;
      const paid = await db.select().from(fees).where(eq(fees.status, 'paid'));
      expect(paid).toHaveLength(paidTokens.length);
      const feeIds = paid.map((fee) => fee.id);
      const rows = await db.select().from(payments).where(inArray(payments.feeId, feeIds));
      const captured = rows.filter((row) => row.status === 'captured');
      expect(captured.map((row) => row.feeId).sort()).toEqual([...feeIds].sort());
      expect(new Set(rows.map((row) => row.gatewayPaymentId)).size).toBe(rows.length);
      expect(rows.filter((row) => row.status === 'failed')).toHaveLength(1);
      const states = paid.map((fee) => fee.learnerState);
      expect(states.filter((state) => state === '27')).toHaveLength(2);
      expect(states.filter((state) => state === '29')).toHaveLength(27);
      const leadRows = await db
        .select()
        .from(leads)
        .where(
          inArray(
            leads.id,
            paid.map((fee) => fee.leadId!),
          ),
        );
      expect(leadRows.map((lead) => lead.status)).toEqual(Array(paid.length).fill('enrolled'));
      const receipts = await db.select().from(outbox).where(eq(outbox.subject, 'Payment received: ₹599 for Guitar'));
      expect(receipts).toHaveLength(paid.length);
      const audits = await db.select().from(staffAudit).where(eq(staffAudit.action, 'payment.captured'));
      expect(audits).toHaveLength(paid.length);
      // One GST invoice per paid fee, numbered 1, 2, 3... with no gap or repeat, its amounts adding up to the price.
      const invoices = await db.select().from(taxInvoices).where(eq(taxInvoices.kind, 'invoice'));
      expect(invoices.map((invoice) => invoice.feeId).sort()).toEqual([...feeIds].sort());
      expect(invoices.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: paid.length }, (_, i) => i + 1),
      );
      for (const invoice of invoices) {
        const fee = paid.find((row) => row.id === invoice.feeId)!;
        expect(invoice.number).toBe(
          `INV/${invoice.financialYear.slice(2)}/${String(invoice.sequence).padStart(5, '0')}`,
        );
        // A link's fee has no state from the learner: the place of supply is the academy's (IGST Act 12(2)(b)).
        expect(invoice.buyerStateCode).toBe(fee.learnerState ?? '36');
        expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(59_900);
        expect(invoice.igstPaise > 0).toBe((fee.learnerState ?? '36') !== '36');
      }
      expect(receipts.map((receipt) => receipt.attachment?.id).sort()).toEqual(
        invoices.map((invoice) => invoice.id).sort(),
      );
      // The refunds: three made, each with its credit note against the payment's invoice, numbered in their own series.
      const made = await db.select().from(refunds).where(eq(refunds.status, 'processed'));
      expect(made.map((row) => row.amountPaise).sort()).toEqual([20_000, 29_950, 9_950]);
      const notes = await db.select().from(taxInvoices).where(eq(taxInvoices.kind, 'credit_note'));
      expect(notes.map((note) => note.sequence).sort()).toEqual([1, 2, 3]);
      expect(notes.map((note) => note.id).sort()).toEqual(made.map((row) => row.creditNoteId).sort());
      for (const note of notes) {
        expect(note.number).toBe(`CN/${note.financialYear.slice(2)}/${String(note.sequence).padStart(5, '0')}`);
        expect(note.igstPaise + note.taxablePaise).toBe(note.totalPaise);
        expect(note.againstNumber).toBe(invoices.find((invoice) => invoice.id === note.againstId)?.number);
      }
      const events = await db.select().from(paymentEvents);
      expect(new Set(events.map((event) => event.eventId)).size).toBe(events.length);
    } finally {
      await handle.close();
    }
  });
});
