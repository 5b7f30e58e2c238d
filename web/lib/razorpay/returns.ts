import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { isDomainError } from '@/lib/domain-errors';
import { recordPayment, type RecordOutcome } from '@/lib/academy/payments/record';
import { paymentSettings } from '@/lib/academy/payments/settings';
import { domainPayment, gatewayId } from './entities';
import { fetchPayment } from './client';
import { closeOtherLinks } from './links';
import { paymentSignatureMatches } from './signatures';

const succeeded = z.object({
  razorpay_payment_id: gatewayId('pay'),
  razorpay_order_id: gatewayId('order'),
  razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/),
});
const failedMetadata = z.object({ payment_id: gatewayId('pay'), order_id: gatewayId('order') });

export type ReturnOutcome = RecordOutcome | 'forged' | 'pending';

/**
 * What Checkout posts back in redirect mode: on success the payment's and order's ids signed with the key secret,
 * checked in constant time before anything else; on failure `error[...]` fields, unsigned, so the payment they name
 * is asked of Razorpay. Either way the payment recorded is Razorpay's own account of it, fetched by its id, and the
 * webhook recording the same payment at the same moment makes no second row. Razorpay away: 'pending' (the webhook
 * will tell).
 */
export async function takeReturn(form: URLSearchParams): Promise<ReturnOutcome> {
  const settings = paymentSettings();
  if (!settings) return 'forged';
  const fields = Object.fromEntries(form);
  const signed = succeeded.safeParse(fields);
  let claimed: { paymentId: string; orderId: string };
  if (signed.success) {
    const { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature } = signed.data;
    if (!paymentSignatureMatches(settings.keySecret, orderId, paymentId, signature)) return 'forged';
    claimed = { paymentId, orderId };
  } else {
    const metadata = failedMetadata.safeParse(parseJson(fields['error[metadata]']));
    if (!metadata.success) return 'forged';
    claimed = { paymentId: metadata.data.payment_id, orderId: metadata.data.order_id };
  }
  try {
    const payment = domainPayment(await fetchPayment(settings, claimed.paymentId));
    if (payment.orderId !== claimed.orderId) return 'forged';
    const db = await getDb();
    const outcome = await db.transaction((tx) => recordPayment(tx, payment));
    if (outcome === 'paid') await closeOtherLinks(payment.paymentId);
    return outcome;
  } catch (error) {
    if (isDomainError(error, 'unavailable')) return 'pending';
    // A payment id Razorpay does not have: the failure's unsigned fields named one that is not.
    if (isDomainError(error, 'not-found')) return 'forged';
    throw error;
  }
}

function parseJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
