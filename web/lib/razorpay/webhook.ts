import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { invalid, notFound } from '@/lib/domain-errors';
import { takeEvent } from '@/lib/academy/payments/events';
import { recordPayment, type RecordOutcome } from '@/lib/academy/payments/record';
import { recordRefund, type RefundOutcome } from '@/lib/academy/payments/refunds';
import { linkEnded, recordLinkPayment } from '@/lib/academy/payments/links';
import { paymentSettings } from '@/lib/academy/payments/settings';
import { domainPayment, domainRefund, paymentEntity, paymentLinkEntity, refundEntity } from './entities';
import { closeOtherLinks } from './links';
import { webhookSignatureMatches } from './signatures';

/** The events this site acts on; any other a webhook sends is taken and changes nothing. */
const PAYMENT_EVENTS = new Set(['payment.captured', 'order.paid', 'payment.failed']);
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

const eventBody = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
      payment_link: z.object({ entity: paymentLinkEntity }).optional(),
    })
    .passthrough(),
});

const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export type WebhookOutcome = RecordOutcome | RefundOutcome | 'ended' | 'repeat' | 'ignored';

/**
 * A Razorpay webhook, the source of truth for payments: the signature over the raw body is checked before a byte of
 * it is read, the event's id is taken in the transaction that acts on it, so a repeat (Razorpay resends until it
 * gets a 2xx) changes nothing, and a crash before the commit leaves the event to its resend.
 */
export async function takeWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
): Promise<WebhookOutcome> {
  const settings = paymentSettings();
  if (!settings) throw notFound('Payments are off');
  if (!signature || !webhookSignatureMatches(settings.webhookSecret, rawBody, signature))
    throw invalid('The webhook signature does not match');
  if (!eventId || !EVENT_ID.test(eventId)) throw invalid('The webhook has no event id');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw invalid('The webhook body is not JSON');
  }
  const parsed = eventBody.safeParse(json);
  if (!parsed.success) throw invalid('The webhook body is not an event');
  const { event, payload } = parsed.data;
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (!(await takeEvent(tx, eventId, event))) return 'repeat';
    if (REFUND_EVENTS.has(event) && payload.refund) return recordRefund(tx, domainRefund(payload.refund.entity));
    const link = payload.payment_link?.entity;
    if (event === 'payment_link.paid' && link && payload.payment)
      return recordLinkPayment(tx, {
        gatewayLinkId: link.id,
        reference: link.reference_id ?? null,
        payment: domainPayment(payload.payment.entity),
      });
    if ((event === 'payment_link.cancelled' || event === 'payment_link.expired') && link)
      return (await linkEnded(tx, link.id, event === 'payment_link.expired' ? 'expired' : 'cancelled'))
        ? 'ended'
        : 'unchanged';
    if (!PAYMENT_EVENTS.has(event) || !payload.payment) return 'ignored';
    return recordPayment(tx, domainPayment(payload.payment.entity));
  });
  // Paid: the lead's other open links are closed at Razorpay, after the commit (never inside it).
  if (outcome === 'paid' && payload.payment) await closeOtherLinks(payload.payment.entity.id);
  return outcome;
}
