import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatPaise } from '@/lib/academy/payments/amounts';
import { getDb, tables } from '@/lib/db';
import type { FeeStatus, PaymentLinkStatus, RefundStatus } from '@/lib/db/schema';

const { fees, paymentLinks, payments, refunds, taxInvoices } = tables;

type Document = { id: number; number: string };

/** A captured payment of a fee, and what of it an admin may still give back. */
export type FeePayment = { id: number; gatewayId: string; amount: string; method: string; refundablePaise: number };

export type FeeRefund = {
  id: number;
  amount: string;
  status: RefundStatus;
  reason: string;
  createdAt: string;
  creditNote: Document | null;
};

/** A lead's fee paid online (issue 55) as the console shows it: amount, status, its invoice, payments and refunds. */
export type LeadFee = {
  id: number;
  amount: string;
  status: FeeStatus;
  paidAt: string | null;
  /** Made for a payment link, or an enrolment's fee paid at the checkout. */
  how: 'checkout' | 'link';
  invoice: Document | null;
  payments: FeePayment[];
  refunds: FeeRefund[];
};

/** The fees of a lead, newest first (an enrolment has one), with their captured payments and refunds. */
export async function leadFees(leadId: number): Promise<LeadFee[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: fees.id,
      amountPaise: fees.amountPaise,
      status: fees.status,
      paidAt: fees.paidAt,
      invoiceId: taxInvoices.id,
      invoiceNumber: taxInvoices.number,
      link: sql<boolean>`exists (select 1 from ${paymentLinks} where ${paymentLinks.feeId} = ${fees.id})`,
    })
    .from(fees)
    .leftJoin(taxInvoices, and(eq(taxInvoices.feeId, fees.id), eq(taxInvoices.kind, 'invoice')))
    .where(eq(fees.leadId, leadId))
    .orderBy(desc(fees.id));
  if (rows.length === 0) return [];
  const feeIds = rows.map((row) => row.id);
  const [captured, given] = [
    await db
      .select()
      .from(payments)
      .where(and(inArray(payments.feeId, feeIds), eq(payments.status, 'captured')))
      .orderBy(asc(payments.id)),
    await db
      .select({ refund: refunds, noteNumber: taxInvoices.number })
      .from(refunds)
      .leftJoin(taxInvoices, eq(taxInvoices.id, refunds.creditNoteId))
      .where(inArray(refunds.feeId, feeIds))
      .orderBy(asc(refunds.id)),
  ];
  return rows.map((row) => ({
    id: row.id,
    amount: formatPaise(row.amountPaise),
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    how: row.link ? 'link' : 'checkout',
    invoice:
      row.invoiceId !== null && row.invoiceNumber !== null ? { id: row.invoiceId, number: row.invoiceNumber } : null,
    payments: captured
      .filter((payment) => payment.feeId === row.id)
      .map((payment) => ({
        id: payment.id,
        gatewayId: payment.gatewayPaymentId,
        amount: formatPaise(payment.amountPaise),
        method: payment.method,
        refundablePaise:
          payment.amountPaise -
          given
            .filter(({ refund }) => refund.paymentId === payment.id && refund.status !== 'failed')
            .reduce((sum, { refund }) => sum + refund.amountPaise, 0),
      })),
    refunds: given
      .filter(({ refund }) => refund.feeId === row.id)
      .map(({ refund, noteNumber }) => ({
        id: refund.id,
        amount: formatPaise(refund.amountPaise),
        status: refund.status,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
        creditNote: refund.creditNoteId !== null && noteNumber ? { id: refund.creditNoteId, number: noteNumber } : null,
      })),
  }));
}

/** A payment link made on a lead (issue 55), as the console lists it. */
export type LeadLink = {
  id: string | null;
  url: string | null;
  amount: string;
  status: PaymentLinkStatus;
  reason: string | null;
  expiresAt: string;
  createdAt: string;
};

/** A lead's payment links, newest first: made, paid, cancelled or expired (the ones Razorpay never made left out). */
export async function leadLinks(leadId: number): Promise<LeadLink[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.leadId, leadId), ne(paymentLinks.status, 'failed')))
    .orderBy(desc(paymentLinks.id));
  return rows.map((row) => ({
    id: row.gatewayLinkId,
    url: row.shortUrl,
    amount: formatPaise(row.amountPaise),
    // Past its time, an open link is expired even before Razorpay's webhook says so.
    status: row.status === 'created' && row.expiresAt.getTime() <= Date.now() ? 'expired' : row.status,
    reason: row.reason,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}
