import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { formatPaise } from '@/lib/academy/payments/amounts';
import { getDb, tables } from '@/lib/db';
import type { FeeStatus } from '@/lib/db/schema';

const { fees, taxInvoices } = tables;

/** A lead's fee paid online (issue 55) as the console shows it: amount, status, when paid and its GST invoice. */
export type LeadFee = {
  id: number;
  amount: string;
  status: FeeStatus;
  paidAt: string | null;
  invoice: { id: number; number: string } | null;
};

/** The fees of a lead, newest first (an enrolment has one). */
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
    })
    .from(fees)
    .leftJoin(taxInvoices, and(eq(taxInvoices.feeId, fees.id), eq(taxInvoices.kind, 'invoice')))
    .where(eq(fees.leadId, leadId))
    .orderBy(desc(fees.id));
  return rows.map((row) => ({
    id: row.id,
    amount: formatPaise(row.amountPaise),
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    invoice:
      row.invoiceId !== null && row.invoiceNumber !== null ? { id: row.invoiceId, number: row.invoiceNumber } : null,
  }));
}
