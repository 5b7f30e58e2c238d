import 'server-only';
import { and, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { formatPaise } from '@/lib/academy/payments/amounts';
import { getDb, tables } from '@/lib/db';
import type { FeeStatus } from '@/lib/db/schema';
import type { PaymentFilters } from '@/lib/validation/payments';

const { fees, leads, paymentLinks, payments, refunds, taxInvoices } = tables;

/** How many rows a page of the Payments page shows. */
export const PAYMENTS_PAGE = 50;

type Document = { id: number; number: string };

/** A fee on the Payments page (issue 55): whose, what, how it is paid, where it stands, its documents. */
export type PaymentRow = {
  feeId: number;
  createdAt: string;
  leadId: number | null;
  name: string;
  course: string;
  amount: string;
  how: 'checkout' | 'link';
  status: FeeStatus | 'refunded';
  paidAt: string | null;
  paymentId: string | null;
  method: string | null;
  refunded: string | null;
  invoice: Document | null;
  creditNotes: Document[];
};

const startOfDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const refundedPaise = sql<number>`coalesce((select sum(${refunds.amountPaise}) from ${refunds} where ${refunds.feeId} = ${fees.id} and ${refunds.status} = 'processed'), 0)::int`;
const byLink = sql<boolean>`exists (select 1 from ${paymentLinks} where ${paymentLinks.feeId} = ${fees.id})`;

function where(filters: PaymentFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status === 'refunded') parts.push(sql`${refundedPaise} > 0`);
  else if (filters.status === 'paid') parts.push(and(eq(fees.status, 'paid'), sql`${refundedPaise} = 0`));
  else if (filters.status) parts.push(eq(fees.status, filters.status));
  if (filters.how === 'link') parts.push(byLink);
  if (filters.how === 'checkout') parts.push(sql`not ${byLink}`);
  if (filters.from) parts.push(gte(fees.createdAt, startOfDay(filters.from)));
  if (filters.to) parts.push(lt(fees.createdAt, new Date(startOfDay(filters.to).getTime() + 24 * 3600 * 1000)));
  return and(...parts);
}

/**
 * A page of fees, newest first, with each one's captured payment, refunds and GST documents; and whether another
 * page follows. Erased learners show as blank names (their fees stay for the books).
 */
export async function listPayments(filters: PaymentFilters, page: number) {
  const db = await getDb();
  const rows = await db
    .select({
      fee: fees,
      leadName: leads.name,
      refunded: refundedPaise,
      link: byLink,
    })
    .from(fees)
    .leftJoin(leads, eq(leads.id, fees.leadId))
    .where(where(filters))
    .orderBy(desc(fees.id))
    .limit(PAYMENTS_PAGE + 1)
    .offset((page - 1) * PAYMENTS_PAGE);
  const shown = rows.slice(0, PAYMENTS_PAGE);
  const ids = shown.map((row) => row.fee.id);
  const [captured, documents] =
    ids.length === 0
      ? [[], []]
      : [
          await db
            .select()
            .from(payments)
            .where(and(inArray(payments.feeId, ids), ne(payments.status, 'failed'))),
          await db
            .select({
              id: taxInvoices.id,
              number: taxInvoices.number,
              kind: taxInvoices.kind,
              feeId: taxInvoices.feeId,
            })
            .from(taxInvoices)
            .where(inArray(taxInvoices.feeId, ids))
            .orderBy(taxInvoices.id),
        ];
  const list: PaymentRow[] = shown.map(({ fee, leadName, refunded, link }) => {
    const payment = captured.find((p) => p.feeId === fee.id);
    const docs = documents.filter((d) => d.feeId === fee.id);
    const invoice = docs.find((d) => d.kind === 'invoice');
    return {
      feeId: fee.id,
      createdAt: fee.createdAt.toISOString(),
      leadId: fee.leadId,
      name: leadName ?? fee.name,
      course: fee.courseName,
      amount: formatPaise(fee.amountPaise),
      how: link ? 'link' : 'checkout',
      status: refunded > 0 ? 'refunded' : fee.status,
      paidAt: fee.paidAt?.toISOString() ?? null,
      paymentId: payment?.gatewayPaymentId ?? null,
      method: payment?.method ?? null,
      refunded: refunded > 0 ? formatPaise(refunded) : null,
      invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
      creditNotes: docs.filter((d) => d.kind === 'credit_note').map(({ id, number }) => ({ id, number })),
    };
  });
  return { rows: list, more: rows.length > PAYMENTS_PAGE };
}
