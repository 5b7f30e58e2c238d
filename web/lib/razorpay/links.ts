import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { isDomainError, notFound, unavailable } from '@/lib/domain-errors';
import { env } from '@/lib/env';
import {
  type LinkRequest,
  linkCreated,
  linkEnded,
  linkFailed,
  linkReference,
  linksBesidesPaidFee,
  openLink,
  recordLinkPayment,
  reserveLink,
} from '@/lib/academy/payments/links';
import { paymentSettings } from '@/lib/academy/payments/settings';
import { cancelPaymentLink, createPaymentLink, fetchPayment, fetchPaymentLink } from './client';
import { domainPayment, gatewayId } from './entities';
import { linkSignatureMatches } from './signatures';

export const LINK_NOT_MADE = 'Razorpay did not make the link: nothing was sent. Try again in a few minutes.';
export const LINK_NOT_CANCELLED = 'Razorpay did not cancel the link. Try again in a few minutes.';

/** Where a paid link brings the learner back: the signed return, with the link's fee's token. */
export const linkReturnPath = (token: string) => `/api/payments/razorpay/link-return/${token}`;

const settingsOrOff = () => {
  const settings = paymentSettings();
  if (!settings) throw notFound('Payments are off');
  return settings;
};

/**
 * A member's payment link: its fee and row are written first (one open link per lead), then Razorpay makes it, and
 * the learner is mailed it. Razorpay away: the row fails and the lead is free for another try.
 */
export async function sendPaymentLink(request: LinkRequest) {
  const settings = settingsOrOff();
  const link = await reserveLink(request);
  let made: Awaited<ReturnType<typeof createPaymentLink>>;
  try {
    made = await createPaymentLink(settings, {
      amountPaise: link.amountPaise,
      description: link.description,
      customer: link.customer,
      reference: linkReference(link.id),
      expireBy: link.expiresAt,
      callbackUrl: new URL(linkReturnPath(link.token), env.SITE_URL).href,
      notes: { lead: String(request.leadId) },
    });
  } catch {
    await linkFailed(link.id);
    throw unavailable(LINK_NOT_MADE);
  }
  await linkCreated(link.id, { gatewayLinkId: made.id, shortUrl: made.short_url }, request.staffId);
  return { id: made.id, shortUrl: made.short_url, expiresAt: link.expiresAt.toISOString() };
}

/**
 * A member cancels an open link: Razorpay cancels it first (a link paid meanwhile is not cancelled there, and its
 * payment arrives as usual); then its fee is cancelled here.
 */
export async function cancelLink(staffId: number, gatewayLinkId: string) {
  const settings = settingsOrOff();
  const link = await openLink(gatewayLinkId);
  try {
    await cancelPaymentLink(settings, gatewayLinkId);
  } catch {
    // Refused: it may have been paid or expired a moment ago; what Razorpay says it is now decides.
    const now = await fetchPaymentLink(settings, gatewayLinkId).catch(() => null);
    if (now?.status !== 'cancelled' && now?.status !== 'expired') throw unavailable(LINK_NOT_CANCELLED);
  }
  const db = await getDb();
  await db.transaction((tx) => linkEnded(tx, link.gatewayLinkId!, 'cancelled', staffId));
}

/**
 * After a lead's fee is paid, its other open links are cancelled at Razorpay (the learner paid once; a second
 * payment would be refunded). A link Razorpay will not cancel now stays open, and its payment would show as extra.
 */
export async function closeOtherLinks(gatewayPaymentId: string): Promise<void> {
  const settings = paymentSettings();
  if (!settings) return;
  for (const id of await linksBesidesPaidFee(gatewayPaymentId)) {
    try {
      await cancelPaymentLink(settings, id);
      const db = await getDb();
      await db.transaction((tx) => linkEnded(tx, id, 'cancelled'));
    } catch (error) {
      if (!isDomainError(error, 'unavailable')) throw error;
    }
  }
}

const returned = z.object({
  razorpay_payment_id: gatewayId('pay'),
  razorpay_payment_link_id: gatewayId('plink'),
  razorpay_payment_link_reference_id: z.string().max(40),
  razorpay_payment_link_status: z.string().max(20),
  razorpay_signature: z.string().regex(/^[a-f0-9]{64}$/),
});

/**
 * The learner back from a paid link: the query is believed only with its signature, then the payment recorded is
 * Razorpay's own account of it (the webhook recording it at the same time makes no second row). Anything else, or
 * Razorpay away, records nothing here: the webhook will.
 */
export async function takeLinkReturn(query: URLSearchParams): Promise<'recorded' | 'ignored'> {
  const settings = paymentSettings();
  const parsed = returned.safeParse(Object.fromEntries(query));
  if (!settings || !parsed.success) return 'ignored';
  const q = parsed.data;
  const link = {
    id: q.razorpay_payment_link_id,
    referenceId: q.razorpay_payment_link_reference_id,
    status: q.razorpay_payment_link_status,
    paymentId: q.razorpay_payment_id,
  };
  if (!linkSignatureMatches(settings.keySecret, link, q.razorpay_signature) || link.status !== 'paid') return 'ignored';
  try {
    const payment = domainPayment(await fetchPayment(settings, link.paymentId));
    const db = await getDb();
    const outcome = await db.transaction((tx) =>
      recordLinkPayment(tx, { gatewayLinkId: link.id, reference: link.referenceId, payment }),
    );
    if (outcome === 'paid') await closeOtherLinks(payment.paymentId);
    return 'recorded';
  } catch (error) {
    if (isDomainError(error, 'unavailable') || isDomainError(error, 'not-found')) return 'ignored';
    throw error;
  }
}
