import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { getDb, tables, type Tx } from '@/lib/db';
import type { FeeRow } from '@/lib/db/schema';
import { leadAudit } from '@/lib/leads/audit';
import { moveLead } from '@/lib/leads/move';
import { mayMove } from '@/lib/leads/transitions';
import { enqueue, paymentReceipt } from '@/lib/mail';
import { coursePagePath } from '@/lib/page-paths';
import { formatPaise } from './amounts';
import { feeMailTo } from './fee-mail';
import { issueInvoice } from './invoices';

const { categories, courses, fees, leads, paymentOrders, payments } = tables;

/** A payment as the gateway reports it (its API, its webhook, the browser's signed return), in the domain's words. */
export type GatewayPayment = {
  paymentId: string;
  orderId: string;
  amountPaise: number;
  method: string;
  /** 'other': authorised, created, refunded... nothing this records. */
  status: 'captured' | 'failed' | 'other';
  failure: string | null;
};

/** What a report did: paid the fee; recorded a payment; nothing new (a repeat, a move back); not an order of ours. */
export type RecordOutcome = 'paid' | 'recorded' | 'unchanged' | 'unknown-order';

/**
 * Records a payment the gateway reported, in `tx`, once by its id however many times and in whatever order the
 * browser's return and the webhook's events report it: the fee is locked, so two reports at once take turns and
 * the second finds the first's row. 'failed' may become 'captured', never back. The first capture that covers the
 * fee pays it: its GST invoice is issued, the lead moves to enrolled (lib/leads), the receipt is queued with the
 * invoice attached, and the audit says so.
 */
export async function recordPayment(tx: Tx, reported: GatewayPayment): Promise<RecordOutcome> {
  if (reported.status === 'other') return 'unchanged';
  const [order] = await tx
    .select({ feeId: paymentOrders.feeId })
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, reported.orderId));
  if (!order) return 'unknown-order';
  const [fee] = await tx.select().from(fees).where(eq(fees.id, order.feeId)).for('update');
  if (!fee) return 'unknown-order';

  const captured = reported.status === 'captured';
  const now = new Date();
  const [row] = await tx
    .insert(payments)
    .values({
      feeId: fee.id,
      gatewayPaymentId: reported.paymentId,
      gatewayOrderId: reported.orderId,
      amountPaise: reported.amountPaise,
      method: reported.method,
      status: reported.status,
      failure: captured ? null : (reported.failure ?? 'Payment failed'),
      capturedAt: captured ? now : null,
    })
    .onConflictDoUpdate({
      target: payments.gatewayPaymentId,
      set: { status: 'captured', failure: null, capturedAt: now, amountPaise: reported.amountPaise },
      // Only a capture after a failure changes a stored payment; any other repeat leaves it as it is.
      setWhere: and(eq(payments.status, 'failed'), sql`excluded.status = 'captured'`),
    })
    .returning({ id: payments.id });
  if (!row) return 'unchanged';

  const subject = { fee: fee.id, payment: reported.paymentId, amountPaise: reported.amountPaise };
  if (!captured) {
    await audit(tx, fee, 'payment.failed', { ...subject, method: reported.method });
    return 'recorded';
  }
  if (fee.status !== 'due' || reported.amountPaise < fee.amountPaise) {
    // Paid twice, or less than the fee: kept and shown to the staff, who refund or ask for the rest.
    await audit(tx, fee, 'payment.extra', subject);
    return 'recorded';
  }
  await tx.update(fees).set({ status: 'paid', paidAt: now }).where(eq(fees.id, fee.id));
  // The lead's other fees still due (its enrolment's, another link's) are settled by this one: nobody asks again.
  if (fee.leadId !== null)
    await tx
      .update(fees)
      .set({ status: 'cancelled' })
      .where(and(eq(fees.leadId, fee.leadId), eq(fees.status, 'due'), ne(fees.id, fee.id)));
  const invoice = await issueInvoice(
    tx,
    fee,
    { ...row, gatewayPaymentId: reported.paymentId, method: reported.method },
    now,
  );
  await audit(tx, fee, 'payment.captured', { ...subject, method: reported.method, invoice: invoice.number });
  if (fee.leadId !== null) await enrolLead(tx, fee.leadId);
  await enqueueReceipt(tx, fee, reported.paymentId, invoice);
  return 'paid';
}

/** The fee's lead moves to enrolled when its status allows (a closed lead stays closed; the audit has the payment). */
async function enrolLead(tx: Tx, leadId: number) {
  const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
  if (lead && lead.status !== 'enrolled' && mayMove(lead.status, 'enrolled', 'paid'))
    await moveLead(tx, leadId, 'enrolled', { by: 'paid' });
}

/** A payment's audit row: on the fee's lead, so the lead's history shows it; on the fee when it has none. */
async function audit(tx: Tx, fee: FeeRow, action: string, detail: Record<string, unknown>) {
  if (fee.leadId !== null) return leadAudit(tx, { by: 'paid' }, action, fee.leadId, detail);
  await tx
    .insert(tables.staffAudit)
    .values({ staffId: null, action, subject: `fee:${fee.id}`, detail: { ...detail, by: 'paid' } });
}

async function enqueueReceipt(tx: Tx, fee: FeeRow, paymentId: string, invoice: { id: number; number: string }) {
  if (!fee.email) return; // erased
  const [course] =
    fee.courseId === null
      ? []
      : await tx
          .select({ slug: courses.slug, categorySlug: categories.slug })
          .from(courses)
          .innerJoin(categories, eq(categories.id, courses.categoryId))
          .where(eq(courses.id, fee.courseId));
  const to = feeMailTo(fee, course ? coursePagePath(course.categorySlug, course.slug) : undefined);
  if (!to) return;
  const receipt = paymentReceipt({
    ...to,
    description: fee.description,
    amount: formatPaise(fee.amountPaise),
    paymentId,
    invoice,
  });
  await enqueue(receipt, 'learner', { db: tx });
}

/** Of these gateway payment ids, the ones this site has recorded as captured. */
export async function capturedHere(paymentIds: string[]): Promise<Set<string>> {
  if (paymentIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ id: payments.gatewayPaymentId })
    .from(payments)
    .where(and(inArray(payments.gatewayPaymentId, paymentIds), eq(payments.status, 'captured')));
  return new Set(rows.map((row) => row.id));
}
