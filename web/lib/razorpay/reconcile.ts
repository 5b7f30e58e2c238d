import 'server-only';
import { getDb } from '@/lib/db';
import { conflict, notFound } from '@/lib/domain-errors';
import { linkOfReference, recordLinkPayment } from '@/lib/academy/payments/links';
import { capturedHere, recordPayment, type RecordOutcome } from '@/lib/academy/payments/record';
import { paymentSettings } from '@/lib/academy/payments/settings';
import { fetchOrder, fetchPayment, listGatewayPayments } from './client';
import { domainPayment } from './entities';
import { closeOtherLinks } from './links';

/** The most pages of 100 a check reads: ten thousand payments in its days is far past this academy. */
const MOST_PAGES = 100;

export const NOT_OURS = 'This payment is not for a fee of this site';

/** A payment Razorpay captured that the site has not recorded, as the Payments page lists it. */
export type UnrecordedPayment = { id: string; amountPaise: number; method: string; createdAt: string };

/**
 * The payments Razorpay captured in the last `days` days that the site has no captured record of (a webhook that
 * never came, a learner who closed the page), read from Razorpay's API page by page, newest first.
 */
export async function unrecordedPayments(days: number): Promise<UnrecordedPayment[]> {
  const settings = paymentSettings();
  if (!settings) throw notFound('Payments are off');
  const to = Math.floor(Date.now() / 1000);
  const from = to - days * 24 * 3600;
  const missing: UnrecordedPayment[] = [];
  for (let page = 0; page < MOST_PAGES; page++) {
    const { items } = await listGatewayPayments(settings, { from, to, skip: page * 100 });
    const captured = items.filter((item) => item.status === 'captured' || item.status === 'refunded');
    const known = await capturedHere(captured.map((item) => item.id));
    for (const item of captured)
      if (!known.has(item.id))
        missing.push({
          id: item.id,
          amountPaise: item.amount,
          method: item.method ?? '',
          createdAt: new Date((item.created_at ?? 0) * 1000).toISOString(),
        });
    if (items.length < 100) break;
  }
  return missing;
}

/**
 * "Record it": a payment Razorpay captured, recorded from Razorpay's own account of it (never the browser's), as
 * its webhook would have: for a fee's order, or for one of the site's payment links (its order's receipt names it).
 */
export async function recordFromGateway(paymentId: string): Promise<RecordOutcome> {
  const settings = paymentSettings();
  if (!settings) throw notFound('Payments are off');
  const payment = domainPayment(await fetchPayment(settings, paymentId));
  if (payment.status !== 'captured') throw conflict(NOT_OURS);
  const db = await getDb();
  let outcome = await db.transaction((tx) => recordPayment(tx, payment));
  if (outcome === 'unknown-order') {
    const order = await fetchOrder(settings, payment.orderId);
    const link = await linkOfReference(order.receipt);
    if (!link) throw conflict(NOT_OURS);
    outcome = await db.transaction((tx) =>
      recordLinkPayment(tx, { gatewayLinkId: link, reference: order.receipt ?? null, payment }),
    );
  }
  if (outcome === 'paid') await closeOtherLinks(payment.paymentId);
  return outcome;
}
