import 'server-only';
import type { z } from 'zod';
import { isDomainError, notFound, unavailable } from '@/lib/domain-errors';
import type { PaymentSettings } from '@/lib/academy/payments/settings';
import { orderEntity, paymentCollection, paymentEntity, paymentLinkEntity, refundEntity } from './entities';

/** What the learner reads when Razorpay cannot be reached or refuses: nothing was charged. */
export const GATEWAY_AWAY =
  'Online payment is not available right now. Nothing was charged; please try again in a few minutes.';

const TIMEOUT_MS = 10_000;

/** A read of an id Razorpay does not have. */
export const NOT_AT_GATEWAY = 'Razorpay has no such payment';

/**
 * One call of Razorpay's REST API (or whatever answers at `apiBase`: the sandbox, a proxy), Basic auth with the key
 * pair. A network failure, a timeout, a refusal or an answer of another shape is `unavailable` (503), logged as a
 * warning with the path and status only: bodies hold the learner's email and phone.
 */
async function call<T extends z.ZodType>(
  settings: PaymentSettings,
  shape: T,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<z.infer<T>> {
  const auth = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
  let status = 0;
  try {
    const response = await fetch(`${settings.apiBase}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${auth}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    status = response.status;
    if (response.ok) {
      const parsed = shape.safeParse(await response.json());
      if (parsed.success) return parsed.data;
    } else if (method === 'GET' && (status === 400 || status === 404)) {
      // Razorpay's answer to a read of an id it does not have ("The id provided does not exist").
      await response.body?.cancel().catch(() => {});
      throw notFound(NOT_AT_GATEWAY);
    }
  } catch (error) {
    if (isDomainError(error, 'not-found')) throw error;
    // below
  }
  console.warn(
    `[payments] Razorpay ${method} ${path.replace(/\/(pay|order|rfnd|plink)_\w+/g, '/$1_…')}: ${status || 'no answer'}`,
  );
  throw unavailable(GATEWAY_AWAY);
}

/** Razorpay's Orders API: an order for `amountPaise`, the fee named in its receipt and notes. */
export const createOrder = (
  settings: PaymentSettings,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
) =>
  call(settings, orderEntity, 'POST', '/orders', {
    amount: order.amountPaise,
    currency: 'INR',
    receipt: order.receipt,
    notes: order.notes,
  });

export const fetchPayment = (settings: PaymentSettings, paymentId: string) =>
  call(settings, paymentEntity, 'GET', `/payments/${encodeURIComponent(paymentId)}`);

/** Razorpay's Refunds API: `amountPaise` of a captured payment back at normal speed, the site's refund as receipt. */
export const createRefund = (
  settings: PaymentSettings,
  paymentId: string,
  refund: { amountPaise: number; receipt: string; notes: Record<string, string> },
) =>
  call(settings, refundEntity, 'POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
    amount: refund.amountPaise,
    speed: 'normal',
    receipt: refund.receipt,
    notes: refund.notes,
  });

/**
 * Razorpay's Payment Links API: a link for `amountPaise` that Razorpay does not mail or text itself (the site mails
 * it and the counsellor sends it on WhatsApp), expiring at `expireBy`, coming back to `callbackUrl` by GET.
 */
export const createPaymentLink = (
  settings: PaymentSettings,
  link: {
    amountPaise: number;
    description: string;
    customer: { name: string; email: string; contact: string };
    reference: string;
    expireBy: Date;
    callbackUrl: string;
    notes: Record<string, string>;
  },
) =>
  call(settings, paymentLinkEntity, 'POST', '/payment_links', {
    amount: link.amountPaise,
    currency: 'INR',
    accept_partial: false,
    description: link.description,
    customer: link.customer,
    notify: { sms: false, email: false },
    reminder_enable: false,
    reference_id: link.reference,
    expire_by: Math.floor(link.expireBy.getTime() / 1000),
    callback_url: link.callbackUrl,
    callback_method: 'get',
    notes: link.notes,
  });

export const cancelPaymentLink = (settings: PaymentSettings, linkId: string) =>
  call(settings, paymentLinkEntity, 'POST', `/payment_links/${encodeURIComponent(linkId)}/cancel`);

export const fetchPaymentLink = (settings: PaymentSettings, linkId: string) =>
  call(settings, paymentLinkEntity, 'GET', `/payment_links/${encodeURIComponent(linkId)}`);

export const fetchOrder = (settings: PaymentSettings, orderId: string) =>
  call(settings, orderEntity, 'GET', `/orders/${encodeURIComponent(orderId)}`);

/** A page of Razorpay's payments made from `from` to `to` (unix seconds), newest first: at most 100 after `skip`. */
export const listGatewayPayments = (settings: PaymentSettings, page: { from: number; to: number; skip: number }) =>
  call(settings, paymentCollection, 'GET', `/payments?from=${page.from}&to=${page.to}&count=100&skip=${page.skip}`);
