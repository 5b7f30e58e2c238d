import 'server-only';
import { getDb } from '@/lib/db';
import { notFound, unavailable } from '@/lib/domain-errors';
import {
  recordRefund,
  refundFailed,
  refundReceipt,
  refundState,
  reserveRefund,
  type RefundRequest,
} from '@/lib/academy/payments/refunds';
import { paymentSettings } from '@/lib/academy/payments/settings';
import { createRefund } from './client';
import { domainRefund } from './entities';

export const REFUND_NOT_MADE = 'Razorpay did not make the refund: nothing was given back. Try again in a few minutes.';

/**
 * An admin's refund: its amount is held against the payment first (two at once cannot give back more than was
 * paid), then Razorpay is asked with the site's refund as receipt, and its answer is recorded as its webhook would be
 * (whichever comes first records it; the other finds it done). Refused or unreachable, the amount is free again.
 */
export async function startRefund(request: RefundRequest): Promise<Awaited<ReturnType<typeof refundState>>> {
  const settings = paymentSettings();
  if (!settings) throw notFound('Payments are off');
  const held = await reserveRefund(request);
  let answer: Awaited<ReturnType<typeof createRefund>>;
  try {
    answer = await createRefund(settings, held.gatewayPaymentId, {
      amountPaise: request.amountPaise,
      receipt: refundReceipt(held.id),
      notes: { reason: request.reason.slice(0, 250) },
    });
  } catch {
    // Razorpay's words are in the server's log (./client.ts); the admin reads what to do.
    await refundFailed(held.id, 'Razorpay could not be reached or refused the refund');
    throw unavailable(REFUND_NOT_MADE);
  }
  const db = await getDb();
  await db.transaction((tx) => recordRefund(tx, domainRefund(answer)));
  // Its webhook may have recorded it first: where it stands is the answer, whoever recorded it.
  return refundState(held.id);
}
