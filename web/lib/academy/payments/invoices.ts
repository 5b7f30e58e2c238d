import 'server-only';
import { tables, type Tx } from '@/lib/db';
import type { FeeRow, TaxInvoiceRow } from '@/lib/db/schema';
import { gstSplit, SAC_TRAINING } from '@/lib/invoices/gst';
import { takeDocumentNumber } from '@/lib/invoices/numbering';
import { taxSeller } from './settings';

const { taxInvoices } = tables;

/** The captured payment an invoice is for, as recordPayment stored it. */
export type PaidBy = { id: number; gatewayPaymentId: string; method: string };

/**
 * Issues the GST tax invoice of a fee just paid, in the transaction that records the payment: its number is taken
 * there (lib/invoices/numbering.ts), so a payment that is not recorded leaves no number used. The fee's price
 * includes GST; the learner's state at payment decides CGST + SGST or IGST (no state: the academy's).
 */
export async function issueInvoice(tx: Tx, fee: FeeRow, paidBy: PaidBy, at: Date) {
  const seller = taxSeller();
  const buyerStateCode = fee.learnerState ?? seller.stateCode;
  const { number, financialYear, sequence } = await takeDocumentNumber(tx, 'invoice', at);
  const [invoice] = await tx
    .insert(taxInvoices)
    .values({
      kind: 'invoice',
      number,
      financialYear,
      sequence,
      feeId: fee.id,
      paymentId: paidBy.id,
      issuedAt: at,
      seller,
      buyerName: fee.name,
      buyerEmail: fee.email,
      buyerStateCode,
      description: `${fee.courseName}: ${fee.description}`,
      sac: SAC_TRAINING,
      totalPaise: fee.amountPaise,
      ...gstSplit(fee.amountPaise, buyerStateCode === seller.stateCode),
      gatewayPaymentId: paidBy.gatewayPaymentId,
      method: paidBy.method,
    })
    .returning({ id: taxInvoices.id, number: taxInvoices.number });
  return invoice!;
}

/**
 * Issues the credit note of money given back from an invoiced payment, in the transaction that records the refund:
 * its own number series ('CN/26-27/00001'), the refunded amount split as the invoice was (the same state, the same
 * rate), against the invoice's number.
 */
export async function issueCreditNote(
  tx: Tx,
  invoice: TaxInvoiceRow,
  refund: { amountPaise: number; reason: string },
  at: Date,
) {
  const { number, financialYear, sequence } = await takeDocumentNumber(tx, 'credit_note', at);
  const [note] = await tx
    .insert(taxInvoices)
    .values({
      kind: 'credit_note',
      number,
      financialYear,
      sequence,
      feeId: invoice.feeId,
      paymentId: invoice.paymentId,
      issuedAt: at,
      seller: invoice.seller,
      buyerName: invoice.buyerName,
      buyerEmail: invoice.buyerEmail,
      buyerStateCode: invoice.buyerStateCode,
      description: invoice.description,
      sac: invoice.sac,
      totalPaise: refund.amountPaise,
      ...gstSplit(refund.amountPaise, invoice.buyerStateCode === invoice.seller.stateCode),
      gatewayPaymentId: invoice.gatewayPaymentId,
      method: invoice.method,
      againstId: invoice.id,
      againstNumber: invoice.number,
      reason: refund.reason,
    })
    .returning({ id: taxInvoices.id, number: taxInvoices.number });
  return note!;
}
