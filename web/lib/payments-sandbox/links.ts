import 'server-only';
import { mediaType, readCapped } from '@/lib/http/read-body';
import { LINK_PAGE_PATH, linkPage, messagePage } from './checkout-html';
import { type SandboxConfig, sandboxConfig } from './config';
import { linkPaidBy, newPaymentLink, type PaymentLinkEntity, type PaymentLinkInput } from './entities';
import { RazorpayError, sandboxOffResponse } from './errors';
import { looksLikeId, newId } from './ids';
import { hmacSha256Hex } from './signing';
import { attemptPayment, createOrder, findLink, keepLink, unixNow } from './store';
import { queueLinkWebhook, queueWebhooks } from './webhook-delivery';

// Payment links (Razorpay's Payment Links API) and the page each one's short_url opens: paid there, a link's order
// and payment are made as Razorpay makes them, and its webhooks follow (payment.captured, order.paid,
// payment_link.paid); then the customer goes to the link's callback with Razorpay's signed query.

/** `POST /payment_links`: a new link, its page on the origin the API was called at. */
export function createPaymentLink(input: PaymentLinkInput, origin: string): PaymentLinkEntity {
  const id = newId('plink');
  const link = newPaymentLink(input, id, `${origin}${LINK_PAGE_PATH}/${id}`, unixNow());
  if (!keepLink(link, true)) throw new RazorpayError(400, 'The reference_id is already used by another payment link');
  return link;
}

/** The link as it is now: one past its expiry becomes 'expired' here, and its webhook goes out. */
export function currentLink(id: string): PaymentLinkEntity | undefined {
  const link = looksLikeId('plink', id) ? findLink(id) : undefined;
  if (link?.status !== 'created' || link.expire_by === 0 || unixNow() < link.expire_by) return link;
  const now = unixNow();
  const expired: PaymentLinkEntity = { ...link, status: 'expired', expired_at: now, updated_at: now };
  keepLink(expired, false);
  queueLinkWebhook('payment_link.expired', expired, null);
  return expired;
}

/** `POST /payment_links/:id/cancel`: an open link only, with Razorpay's words for the others. */
export function cancelPaymentLink(id: string): PaymentLinkEntity {
  const link = currentLink(id);
  if (!link) throw new RazorpayError(400, 'The id provided does not exist');
  if (link.status !== 'created')
    throw new RazorpayError(400, `Payment link cannot be cancelled as it is already ${link.status}`);
  const now = unixNow();
  const cancelled: PaymentLinkEntity = { ...link, status: 'cancelled', cancelled_at: now, updated_at: now };
  keepLink(cancelled, false);
  queueLinkWebhook('payment_link.cancelled', cancelled, null);
  return cancelled;
}

const html = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });

const gone = () => html(messagePage('This payment link does not exist', 'Ask the academy for a new one.'), 404);

/** `GET /api/payments-sandbox/links/:id`: the link's page. */
export function answerLinkPage(id: string): Response {
  if (!sandboxConfig()) return sandboxOffResponse();
  const link = currentLink(id);
  return link ? html(linkPage(link), 200) : gone();
}

/** `POST /api/payments-sandbox/links/:id`: the page's buttons. Synchronous from the check to the write. */
export async function answerLinkAction(request: Request, id: string): Promise<Response> {
  const config = sandboxConfig();
  if (!config) return sandboxOffResponse();
  const action = await actionOf(request);
  const link = currentLink(id);
  if (!link) return gone();
  if (link.status !== 'created') return html(linkPage(link), 409);
  if (action !== 'upi' && action !== 'card' && action !== 'fail')
    return html(linkPage(link, 'Choose one of the buttons.'), 400);
  const order = createOrder({
    amount: link.amount,
    currency: 'INR',
    receipt: link.reference_id,
    notes: { ...link.notes, payment_link_id: link.id },
  });
  const attempt = attemptPayment(order.id, action === 'fail' ? { paid: false } : { paid: true, method: action });
  if (!attempt.ok) return html(linkPage(link, 'The payment could not be made. Try again.'), 409);
  const { payment } = attempt;
  if (payment.status !== 'captured') {
    queueWebhooks([{ event: 'payment.failed', payment, order: null }]);
    return html(linkPage(link, 'The payment failed. Nothing was charged; you can try again.'), 200);
  }
  const paid = linkPaidBy(link, payment, unixNow());
  keepLink(paid, false);
  queueWebhooks([
    { event: 'payment.captured', payment, order: null },
    { event: 'order.paid', payment, order: attempt.order },
  ]);
  queueLinkWebhook('payment_link.paid', paid, { payment, order: attempt.order });
  return afterPayment(config, paid, payment.id);
}

/** Razorpay's callback after a link is paid: a GET to its callback_url with the signed query; else its page. */
function afterPayment(config: SandboxConfig, link: PaymentLinkEntity, paymentId: string): Response {
  if (!link.callback_url) return html(linkPage(link), 200);
  const query = new URLSearchParams({
    razorpay_payment_id: paymentId,
    razorpay_payment_link_id: link.id,
    razorpay_payment_link_reference_id: link.reference_id,
    razorpay_payment_link_status: link.status,
    razorpay_signature: linkSignature(link, paymentId, config.keySecret),
  });
  const url = new URL(link.callback_url);
  for (const [name, value] of query) url.searchParams.set(name, value);
  return new Response(null, { status: 303, headers: { Location: url.href, 'Cache-Control': 'no-store' } });
}

/** The callback's `razorpay_signature` of a paid link: HMAC-SHA256 of `link_id|reference_id|status|payment_id`. */
export const linkSignature = (link: PaymentLinkEntity, paymentId: string, keySecret: string) =>
  hmacSha256Hex(keySecret, `${link.id}|${link.reference_id}|${link.status}|${paymentId}`);

async function actionOf(request: Request): Promise<string | null> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await readCapped(request, 4096));
    return new URLSearchParams(text).get('action');
  } catch {
    return null;
  }
}
