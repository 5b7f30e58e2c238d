import 'server-only';
import type { OrderEntity, PaymentEntity, PaymentLinkEntity, RefundEntity } from './entities';

/** The events the sandbox sends: what the site subscribes to on Razorpay's dashboard. */
export type WebhookEventName = 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.processed';
export type LinkEventName = 'payment_link.paid' | 'payment_link.cancelled' | 'payment_link.expired';

/** Razorpay names the merchant's account in every event; the sandbox has one. */
export const SANDBOX_ACCOUNT_ID = 'acc_sandbox';

/**
 * The JSON body Razorpay posts for `event`, as the exact string that is signed and sent. Its entities are snapshots
 * taken when the event happened, as Razorpay's are: `order.paid` carries the order, `refund.processed` the refund
 * and its payment, the payment events only the payment.
 */
export function webhookEventBody(
  event: WebhookEventName,
  payment: PaymentEntity,
  extra: { order?: OrderEntity | null; refund?: RefundEntity | null },
  createdAt: number,
): string {
  const payload: Record<string, { entity: unknown }> = { payment: { entity: payment } };
  let contains = ['payment'];
  if (event === 'order.paid' && extra.order) {
    payload.order = { entity: extra.order };
    contains = ['payment', 'order'];
  }
  if (event === 'refund.processed' && extra.refund) {
    payload.refund = { entity: extra.refund };
    contains = ['refund', 'payment'];
  }
  return JSON.stringify({
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event,
    contains,
    payload,
    created_at: createdAt,
  });
}

/**
 * The body of a payment link's event: the link, and for `payment_link.paid` the payment and the order Razorpay made
 * for it, as Razorpay sends them.
 */
export function linkEventBody(
  event: LinkEventName,
  link: PaymentLinkEntity,
  paid: { payment: PaymentEntity; order: OrderEntity } | null,
  createdAt: number,
): string {
  const payload = paid
    ? { payment_link: { entity: link }, payment: { entity: paid.payment }, order: { entity: paid.order } }
    : { payment_link: { entity: link } };
  return JSON.stringify({
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event,
    contains: Object.keys(payload),
    payload,
    created_at: createdAt,
  });
}
