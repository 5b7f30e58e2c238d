import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, tables, type Tx } from '@/lib/db';
import type { RefundRow } from '@/lib/db/schema';
import { leadAudit, type LeadActor } from '@/lib/leads/audit';
import { enqueue, refundNotice } from '@/lib/mail';
import { conflict, notFound } from '../errors';
import { formatPaise } from './amounts';
import { feeMailTo } from './fee-mail';
import { issueCreditNote } from './invoices';

const { fees, payments, refunds, staffAudit, taxInvoices } = tables;

/** A refund as the gateway reports it (its API's answer, its webhook), in the domain's words. */
export type GatewayRefund = {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  /** What the site sent as the refund's receipt ('refund_12'): how a refund it asked for is known before its id is. */
  receipt: string | null;
  status: 'processed' | 'pending' | 'failed';
};

/** What an admin asks: this much of a captured payment (the gateway's id, 'pay_…') back, and why. */
export type RefundRequest = { staffId: number; gatewayPaymentId: string; amountPaise: number; reason: string };

/** The site's receipt for its refund `id`, as the gateway keeps it. */
export const refundReceipt = (id: number) => `refund_${id}`;

/**
 * Holds `amountPaise` of a captured payment for a refund before the gateway is asked: the payment's row is locked, so
 * two admins at once cannot give back more than was paid; what the refunds not failed hold counts as given back.
 * Returns the refund's id and the gateway's payment id to ask it with.
 */
export async function reserveRefund(request: RefundRequest): Promise<{ id: number; gatewayPaymentId: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.gatewayPaymentId, request.gatewayPaymentId), eq(payments.status, 'captured')))
      .for('update');
    if (!payment) throw notFound('No such captured payment');
    const left = payment.amountPaise - (await heldBy(tx, payment.id));
    if (request.amountPaise > left)
      throw conflict(
        left > 0 ? `At most ${formatPaise(left)} of this payment can be refunded` : 'This payment is refunded in full',
      );
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        feeId: payment.feeId,
        amountPaise: request.amountPaise,
        reason: request.reason,
        status: 'requested',
        staffId: request.staffId,
      })
      .returning();
    await audit(tx, row!, 'refund.requested', { by: 'staff', staffId: request.staffId });
    return { id: row!.id, gatewayPaymentId: payment.gatewayPaymentId };
  });
}

/** What a payment's refunds hold: every one not failed, asked or done. */
async function heldBy(tx: Tx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return row?.held ?? 0;
}

/** The gateway refused a refund the site asked for: its amount is free again, and the audit says why. */
export async function refundFailed(id: number, failure: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'failed', failure })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')))
      .returning();
    if (row) await audit(tx, row, 'refund.failed', { by: 'paid' }, { failure });
  });
}

export type RefundOutcome = 'refunded' | 'pending' | 'failed' | 'unchanged' | 'unknown-payment';

/**
 * Records a refund the gateway reported, in `tx`, once however often and in whatever order its API's answer and its
 * webhook report it: the refund's row is locked, so the two take turns. A refund the site asked for is found by its
 * receipt until its id is known; one made on Razorpay's dashboard is recorded as it arrives. Processed, it gets its
 * credit note (an invoiced payment's) and the learner is mailed.
 */
export async function recordRefund(tx: Tx, reported: GatewayRefund): Promise<RefundOutcome> {
  const row = (await refundOf(tx, reported)) ?? (await outsideRefund(tx, reported));
  if (!row) return 'unknown-payment';
  if (row.status === 'processed' || (row.status === 'failed' && reported.status !== 'processed')) return 'unchanged';
  const known = { gatewayRefundId: reported.refundId, amountPaise: reported.amountPaise };
  if (reported.status === 'failed') {
    await tx
      .update(refunds)
      .set({ ...known, status: 'failed', failure: 'Refused by the gateway' })
      .where(eq(refunds.id, row.id));
    await audit(tx, row, 'refund.failed', { by: 'paid' });
    return 'failed';
  }
  if (reported.status === 'pending') {
    if (row.status === 'pending' && row.gatewayRefundId) return 'unchanged';
    await tx
      .update(refunds)
      .set({ ...known, status: 'pending' })
      .where(eq(refunds.id, row.id));
    return 'pending';
  }
  const now = new Date();
  const [invoice] = await tx
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.paymentId, row.paymentId), eq(taxInvoices.kind, 'invoice')));
  const note = invoice
    ? await issueCreditNote(tx, invoice, { amountPaise: reported.amountPaise, reason: row.reason }, now)
    : null;
  const [done] = await tx
    .update(refunds)
    .set({ ...known, status: 'processed', processedAt: now, creditNoteId: note?.id ?? null })
    .where(eq(refunds.id, row.id))
    .returning();
  await audit(tx, done!, 'payment.refunded', { by: 'paid' }, { creditNote: note?.number ?? null });
  await mailRefund(tx, done!, reported.paymentId, note);
  return 'refunded';
}

/**
 * The refund the report is about, locked: the site's own by the receipt it sent (of the same payment, not yet
 * given another gateway id), else any by the gateway's id. The receipt first: a report racing another one may find
 * the row by it while the other's gateway id is not yet committed, and, once the lock is had, reads the row as the
 * other left it.
 */
async function refundOf(tx: Tx, reported: GatewayRefund): Promise<RefundRow | undefined> {
  const ours = /^refund_(\d{1,9})$/.exec(reported.receipt ?? '');
  if (ours) {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.id, Number(ours[1])),
          inArray(
            refunds.paymentId,
            tx.select({ id: payments.id }).from(payments).where(eq(payments.gatewayPaymentId, reported.paymentId)),
          ),
        ),
      )
      .for('update');
    if (row && (row.gatewayRefundId === null || row.gatewayRefundId === reported.refundId)) return row;
  }
  const [byId] = await tx.select().from(refunds).where(eq(refunds.gatewayRefundId, reported.refundId)).for('update');
  return byId;
}

/** A refund made on Razorpay's dashboard, of a payment the site recorded: kept as a refund nobody here asked for. */
async function outsideRefund(tx: Tx, reported: GatewayRefund): Promise<RefundRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.gatewayPaymentId, reported.paymentId));
  if (!payment || reported.amountPaise <= 0) return undefined;
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      feeId: payment.feeId,
      amountPaise: reported.amountPaise,
      reason: OUTSIDE_REASON,
      status: 'requested',
      gatewayRefundId: reported.refundId,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Another report of the same refund stored it first.
  const [stored] = await tx.select().from(refunds).where(eq(refunds.gatewayRefundId, reported.refundId)).for('update');
  return stored;
}

export const OUTSIDE_REASON = 'Refunded on the Razorpay dashboard';

/** A refund's audit row: on its fee's lead, so the lead's history shows it; on the fee when it has none. */
async function audit(tx: Tx, refund: RefundRow, action: string, actor: LeadActor, more: Record<string, unknown> = {}) {
  const [fee] = await tx.select({ leadId: fees.leadId }).from(fees).where(eq(fees.id, refund.feeId));
  const detail = { refund: refund.id, payment: refund.paymentId, amountPaise: refund.amountPaise, ...more };
  if (fee?.leadId != null) return leadAudit(tx, actor, action, fee.leadId, { ...detail, reason: refund.reason });
  await tx.insert(staffAudit).values({
    staffId: actor.staffId ?? null,
    action,
    subject: `fee:${refund.feeId}`,
    detail: { ...detail, by: actor.by },
  });
}

async function mailRefund(
  tx: Tx,
  refund: RefundRow,
  gatewayPaymentId: string,
  note: { id: number; number: string } | null,
) {
  const [fee] = await tx.select().from(fees).where(eq(fees.id, refund.feeId));
  const to = fee && feeMailTo(fee);
  if (!to) return; // erased
  await enqueue(
    refundNotice({
      ...to,
      amount: formatPaise(refund.amountPaise),
      paymentId: gatewayPaymentId,
      creditNote: note,
    }),
    'learner',
    { db: tx },
  );
}

/** Where a refund stands now, in the words an admin's request is answered with. */
export async function refundState(id: number): Promise<'refunded' | 'pending' | 'failed'> {
  const db = await getDb();
  const [row] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, id));
  if (row?.status === 'processed') return 'refunded';
  return row?.status === 'failed' ? 'failed' : 'pending';
}
