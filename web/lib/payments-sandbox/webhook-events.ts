import 'server-only';
import type { OrderEntity, PaymentEntity } from './entities';

/** The events the sandbox sends: what the site subscribes to on Razorpay's dashboard. */
export type WebhookEventName = 'payment.captured' | 'order.paid' | 'payment.failed';

/** Razorpay names the merchant's account in every event; the sandbox has one. */
export const SANDBOX_ACCOUNT_ID = 'acc_sandbox';

/**
 * The JSON body Razorpay posts for `event`, as the exact string that is signed and sent. Its entities are snapshots
 * taken when the event happened, as Razorpay's are: `order.paid` carries the order, the payment events only the payment.
 */
export function webhookEventBody(
  event: WebhookEventName,
  payment: PaymentEntity,
  order: OrderEntity | null,
  createdAt: number,
): string {
  const withOrder = event === 'order.paid' && order !== null;
  return JSON.stringify({
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event,
    contains: withOrder ? ['payment', 'order'] : ['payment'],
    payload: withOrder ? { payment: { entity: payment }, order: { entity: order } } : { payment: { entity: payment } },
    created_at: createdAt,
  });
}
