import 'server-only';
import { mediaType, readCapped } from '@/lib/http/read-body';
import { callbackPage, type CallbackPost, type CheckoutTarget, checkoutPage, messagePage } from './checkout-html';
import { type SandboxConfig, sandboxConfig } from './config';
import { PAYMENT_FAILURE, type PaymentEntity } from './entities';
import { sandboxOffResponse } from './errors';
import { looksLikeId } from './ids';
import { paymentSignature } from './signing';
import { attemptPayment, capturedPaymentOf, findOrder } from './store';
import { queueWebhooks } from './webhook-delivery';

// The stand-in checkout (GET shows an order, POST ends the payment the way the chosen button says). Its answers are
// HTML pages, never a 500: whatever the query or form holds, the customer reads what went wrong.

/** Far more than the page's form ever sends (four fields and two addresses). */
const FORM_LIMIT = 64 * 1024;
const URL_LIMIT = 2048;

type Fields = { get(name: string): string | null };

const html = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** `GET /api/payments-sandbox/checkout?order_id&key_id&callback_url[&cancel_url]`: the page to pay on. */
export function answerCheckoutPage(request: Request): Response {
  const config = sandboxConfig();
  if (!config) return sandboxOffResponse();
  const target = checkoutTarget(config, new URL(request.url).searchParams);
  if (target instanceof Response) return target;
  const paid = capturedPaymentOf(target.order.id);
  if (paid) return alreadyPaid(config, target, paid);
  return html(checkoutPage(target), 200);
}

/** `POST /api/payments-sandbox/checkout`, the page's form: pays, fails or abandons the payment. */
export async function answerCheckoutAction(request: Request): Promise<Response> {
  const config = sandboxConfig();
  if (!config) return sandboxOffResponse();
  const form = await readForm(request);
  if (!form) return html(messagePage('This form could not be read', 'Go back to the checkout and try again.'), 400);
  const target = checkoutTarget(config, form);
  if (target instanceof Response) return target;
  const action = form.get('action');
  switch (action) {
    case 'upi':
    case 'card':
      return pay(config, target, action);
    case 'fail':
      return fail(config, target);
    case 'abandon':
      // Razorpay tells the site nothing when the customer closes Checkout: the customer just goes back.
      return new Response(null, {
        status: 303,
        headers: { Location: target.cancelUrl ?? new URL('/', target.callbackUrl).href, 'Cache-Control': 'no-store' },
      });
    default:
      return html(
        messagePage('This choice is not known', 'Go back to the checkout and choose one of its buttons.'),
        400,
      );
  }
}

function pay(config: SandboxConfig, target: CheckoutTarget, method: 'upi' | 'card'): Response {
  const attempt = attemptPayment(target.order.id, { paid: true, method });
  if (!attempt.ok) return attempt.reason === 'already-paid' ? alreadyPaidNow(config, target) : unknownOrder();
  const { payment, order } = attempt;
  queueWebhooks([
    { event: 'payment.captured', payment, order: null },
    { event: 'order.paid', payment, order },
  ]);
  return html(callbackPage('Payment successful', paidCallback(config, target.callbackUrl, payment)), 200);
}

function fail(config: SandboxConfig, target: CheckoutTarget): Response {
  const attempt = attemptPayment(target.order.id, { paid: false });
  if (!attempt.ok) return attempt.reason === 'already-paid' ? alreadyPaidNow(config, target) : unknownOrder();
  const { payment } = attempt;
  queueWebhooks([{ event: 'payment.failed', payment, order: null }]);
  // What Razorpay's redirect mode posts when a payment fails: the error's parts as bracketed form fields.
  const fields: [string, string][] = [
    ['error[code]', PAYMENT_FAILURE.code],
    ['error[description]', PAYMENT_FAILURE.description],
    ['error[source]', PAYMENT_FAILURE.source],
    ['error[step]', PAYMENT_FAILURE.step],
    ['error[reason]', PAYMENT_FAILURE.reason],
    ['error[metadata]', JSON.stringify({ payment_id: payment.id, order_id: payment.order_id })],
  ];
  return html(callbackPage('The payment failed', { callbackUrl: target.callbackUrl, fields }), 200);
}

/** The three fields Razorpay posts to the callback after a successful payment. */
function paidCallback(config: SandboxConfig, callbackUrl: string, payment: PaymentEntity): CallbackPost {
  return {
    callbackUrl,
    fields: [
      ['razorpay_payment_id', payment.id],
      ['razorpay_order_id', payment.order_id],
      ['razorpay_signature', paymentSignature(payment.order_id, payment.id, config.keySecret)],
    ],
  };
}

/** An order paid before this request: the page says so, and offers the way back with that payment's callback. */
function alreadyPaid(config: SandboxConfig, target: CheckoutTarget, payment: PaymentEntity): Response {
  const post = paidCallback(config, target.callbackUrl, payment);
  return html(messagePage('This order is already paid', 'Nothing more is taken for it.', post), 409);
}

/** The order was paid between reading the form and paying (another tab, a double click). */
function alreadyPaidNow(config: SandboxConfig, target: CheckoutTarget): Response {
  const payment = capturedPaymentOf(target.order.id);
  return payment
    ? alreadyPaid(config, target, payment)
    : html(messagePage('This order is already paid', 'Nothing more is taken for it.'), 409);
}

const unknownOrder = () =>
  html(messagePage('This order does not exist', 'Go back to the academy and start the payment again.'), 400);

/** The order, key and addresses a checkout request names, each checked; else the page saying which is wrong. */
function checkoutTarget(config: SandboxConfig, fields: Fields): CheckoutTarget | Response {
  const orderId = fields.get('order_id') ?? '';
  const order = looksLikeId('order', orderId) ? findOrder(orderId) : undefined;
  if (!order || fields.get('key_id') !== config.keyId) return unknownOrder();
  const callbackUrl = webAddress(fields.get('callback_url'));
  if (callbackUrl === null)
    return html(messagePage('The callback address is not valid', 'The site opened this checkout wrongly.'), 400);
  const cancelText = fields.get('cancel_url');
  const cancelUrl = cancelText === null || cancelText === '' ? null : webAddress(cancelText);
  if (cancelText && cancelUrl === null)
    return html(messagePage('The cancel address is not valid', 'The site opened this checkout wrongly.'), 400);
  return { order, keyId: config.keyId, callbackUrl, cancelUrl };
}

/** An absolute http(s) address without credentials, normalised; null for anything else. */
function webAddress(text: string | null): string | null {
  if (!text || text.length > URL_LIMIT) return null;
  try {
    const url = new URL(text);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** The page's form as sent by a browser; null when it is not one, or too large, or broken. */
async function readForm(request: Request): Promise<URLSearchParams | null> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') return null;
  try {
    const bytes = await readCapped(request, FORM_LIMIT);
    return new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}
