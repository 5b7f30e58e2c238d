import 'server-only';
import { and, desc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import { getDb, tables, type Tx } from '@/lib/db';
import type { PaymentLinkRow } from '@/lib/db/schema';
import { errorCode } from '@/lib/db/errors';
import { defaultLocale } from '@/lib/i18n/locales';
import { leadAudit } from '@/lib/leads/audit';
import { enqueue, paymentLinkMail } from '@/lib/mail';
import { conflict, invalid, notFound } from '../errors';
import { mailedTokenHash, newMailedToken } from '../mailed-tokens';
import { formatPaise } from './amounts';
import { feeMailTo } from './fee-mail';
import { type GatewayPayment, recordPayment, type RecordOutcome } from './record';

const { fees, leads, paymentLinks, paymentOrders } = tables;

// Payment links (issue 55): a member makes one on a lead for the course's price or another amount with a reason,
// valid for some days; Razorpay's link is mailed to the learner and offered for WhatsApp; paid, it arrives by
// webhook (or the learner's return) and pays the link's own fee as a checkout would. A lead has one open link.

export const OPEN_LINK = 'This lead has an open payment link: cancel it to make a new one';
export const SAY_WHY_AMOUNT = 'Say why the amount is not the course fee';
export const NO_LINK = 'No such open payment link';
const NO_LEAD = 'No such lead';
/** A link still 'creating' after this was left by a server that stopped while asking Razorpay: it no longer counts. */
const STALE_CREATING_MS = 2 * 60 * 1000;

/** What a lead's link is for by default: its course and the price of what was chosen (its enrolment's fee). */
export async function linkDefaults(leadId: number) {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead || lead.erasedAt) return null;
  const [fee] = await db
    .select()
    .from(fees)
    .where(and(eq(fees.leadId, leadId), isNotNull(fees.enrolmentId)))
    .orderBy(desc(fees.id))
    .limit(1);
  return { lead, fee: fee ?? null, amountPaise: fee?.amountPaise ?? null };
}

export type LinkRequest = { staffId: number; leadId: number; amountPaise: number; reason: string; days: number };

/** What the adapter asks Razorpay for, and the link's row to finish. */
export type NewLink = {
  id: number;
  amountPaise: number;
  description: string;
  customer: { name: string; email: string; contact: string };
  expiresAt: Date;
  /** The learner's way back after paying: the link's fee's pay page, through the signed return. */
  token: string;
};

/**
 * Writes a link's fee and its row ('creating') before Razorpay is asked: the lead's one open link is a unique index,
 * so fifty presses at once make one and the others are told the lead has one. A different amount needs a reason.
 */
export async function reserveLink(request: LinkRequest): Promise<NewLink> {
  const defaults = await linkDefaults(request.leadId);
  if (!defaults) throw notFound(NO_LEAD);
  const { lead, fee } = defaults;
  if (request.amountPaise !== defaults.amountPaise && request.reason.trim() === '')
    throw invalid(SAY_WHY_AMOUNT, { fields: { reason: SAY_WHY_AMOUNT } });
  const token = newMailedToken();
  const expiresAt = new Date(Date.now() + request.days * 24 * 3600 * 1000);
  const description = fee?.description ?? lead.courseNames;
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // A link a stopped server left half made frees the lead.
      await tx
        .update(paymentLinks)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(
          and(
            eq(paymentLinks.leadId, lead.id),
            eq(paymentLinks.status, 'creating'),
            lt(paymentLinks.createdAt, new Date(Date.now() - STALE_CREATING_MS)),
          ),
        );
      const [newFee] = await tx
        .insert(fees)
        .values({
          leadId: lead.id,
          courseId: fee?.courseId ?? lead.courseIds[0] ?? null,
          courseName: fee?.courseName ?? lead.courseNames,
          description,
          amountPaise: request.amountPaise,
          tokenHash: mailedTokenHash(token),
          locale: fee?.locale ?? defaultLocale,
          name: lead.name,
          email: lead.email.toLowerCase(),
          phone: lead.phone,
          learnerState: fee?.learnerState ?? null,
        })
        .returning({ id: fees.id });
      const [link] = await tx
        .insert(paymentLinks)
        .values({
          feeId: newFee!.id,
          leadId: lead.id,
          amountPaise: request.amountPaise,
          reason: request.reason.trim() || null,
          expiresAt,
          status: 'creating',
          staffId: request.staffId,
        })
        .returning({ id: paymentLinks.id });
      return {
        id: link!.id,
        amountPaise: request.amountPaise,
        description: `${fee?.courseName ?? lead.courseNames}: ${description}`.slice(0, 2000),
        customer: { name: lead.name, email: lead.email, contact: lead.phone },
        expiresAt,
        token,
      };
    });
  } catch (error) {
    if (errorCode(error) === '23505') throw conflict(OPEN_LINK);
    throw error;
  }
}

/** The site's reference for its link `id`, as Razorpay keeps it (unique there too). */
export const linkReference = (id: number) => `link_${id}`;

/** Razorpay made the link: it is open, the learner is mailed it, and the lead's history says so. */
export async function linkCreated(id: number, made: { gatewayLinkId: string; shortUrl: string }, staffId: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(paymentLinks)
      .set({ ...made, status: 'created', updatedAt: new Date() })
      .where(and(eq(paymentLinks.id, id), eq(paymentLinks.status, 'creating')))
      .returning();
    if (!link) return;
    await audit(tx, link, 'payment-link.created', staffId, { expiresAt: link.expiresAt.toISOString() });
    await mailLink(tx, link);
  });
}

/** Razorpay did not make the link: its fee is cancelled and the lead is free for another. */
export async function linkFailed(id: number) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(paymentLinks)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(paymentLinks.id, id), eq(paymentLinks.status, 'creating')))
      .returning();
    if (link) await tx.update(fees).set({ status: 'cancelled' }).where(eq(fees.id, link.feeId));
  });
}

/** An open link of the site's, by Razorpay's id, for a member to cancel. */
export async function openLink(gatewayLinkId: string): Promise<PaymentLinkRow> {
  const db = await getDb();
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.gatewayLinkId, gatewayLinkId), eq(paymentLinks.status, 'created')));
  if (!link) throw notFound(NO_LINK);
  return link;
}

export type LinkEnd = 'cancelled' | 'expired';

/**
 * A link ended without being paid (a member cancelled it, it expired; Razorpay's answer or its webhook, in `tx`):
 * its fee is cancelled unless a payment came first. Once however often it is reported.
 */
export async function linkEnded(tx: Tx, gatewayLinkId: string, end: LinkEnd, staffId?: number): Promise<boolean> {
  const [link] = await tx
    .update(paymentLinks)
    .set({ status: end, updatedAt: new Date() })
    .where(and(eq(paymentLinks.gatewayLinkId, gatewayLinkId), eq(paymentLinks.status, 'created')))
    .returning();
  if (!link) return false;
  await tx
    .update(fees)
    .set({ status: 'cancelled' })
    .where(and(eq(fees.id, link.feeId), eq(fees.status, 'due')));
  await audit(tx, link, `payment-link.${end}`, staffId);
  return true;
}

/** A paid link as Razorpay reports it: its id, the reference the site gave it, and the order and payment it made. */
export type GatewayLinkPayment = { gatewayLinkId: string; reference: string | null; payment: GatewayPayment };

/**
 * Records a link's payment, in `tx`: the order Razorpay made for it is kept as the link's fee's order, then the
 * payment is recorded as any other (once, invoiced, the lead enrolled, the receipt mailed), and the link is paid.
 */
export async function recordLinkPayment(tx: Tx, paid: GatewayLinkPayment): Promise<RecordOutcome> {
  const [link] = await tx
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.gatewayLinkId, paid.gatewayLinkId))
    .for('update');
  if (!link) return 'unknown-order';
  await tx
    .insert(paymentOrders)
    .values({ feeId: link.feeId, gatewayOrderId: paid.payment.orderId, amountPaise: paid.payment.amountPaise })
    .onConflictDoNothing();
  const outcome = await recordPayment(tx, paid.payment);
  if (paid.payment.status === 'captured' && link.status !== 'paid') {
    await tx.update(paymentLinks).set({ status: 'paid', updatedAt: new Date() }).where(eq(paymentLinks.id, link.id));
  }
  return outcome;
}

/** The open links of a lead's other fees once one of its fees is paid: the adapter cancels them at Razorpay. */
export async function linksBesidesPaidFee(gatewayPaymentId: string): Promise<string[]> {
  const db = await getDb();
  const [paid] = await db
    .select({ feeId: fees.id, leadId: fees.leadId })
    .from(fees)
    .innerJoin(tables.payments, eq(tables.payments.feeId, fees.id))
    .where(and(eq(tables.payments.gatewayPaymentId, gatewayPaymentId), eq(fees.status, 'paid')));
  if (!paid?.leadId) return [];
  const open = await db
    .select({ id: paymentLinks.gatewayLinkId })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.leadId, paid.leadId),
        eq(paymentLinks.status, 'created'),
        ne(paymentLinks.feeId, paid.feeId),
        isNotNull(paymentLinks.gatewayLinkId),
      ),
    );
  return open.flatMap((row) => (row.id ? [row.id] : []));
}

async function audit(
  tx: Tx,
  link: PaymentLinkRow,
  action: string,
  staffId?: number,
  more: Record<string, unknown> = {},
) {
  if (link.leadId === null) return;
  const actor = staffId ? ({ by: 'staff', staffId } as const) : ({ by: 'paid' } as const);
  await leadAudit(tx, actor, action, link.leadId, {
    link: link.gatewayLinkId,
    amountPaise: link.amountPaise,
    ...(link.reason ? { reason: link.reason } : {}),
    ...more,
  });
}

async function mailLink(tx: Tx, link: PaymentLinkRow) {
  const [fee] = await tx.select().from(fees).where(eq(fees.id, link.feeId));
  const to = fee && feeMailTo(fee);
  if (!to || !link.shortUrl) return;
  await enqueue(
    paymentLinkMail({
      ...to,
      description: fee.description,
      amount: formatPaise(link.amountPaise),
      url: link.shortUrl,
      expiresAt: link.expiresAt,
    }),
    'learner',
    { db: tx },
  );
}

/** Razorpay's id of the site's link that a reference ('link_12', an order's receipt) names, or null. */
export async function linkOfReference(reference: string | null | undefined): Promise<string | null> {
  const ours = /^link_(\d{1,9})$/.exec(reference ?? '');
  if (!ours) return null;
  const db = await getDb();
  const [link] = await db
    .select({ id: paymentLinks.gatewayLinkId })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, Number(ours[1])));
  return link?.id ?? null;
}
