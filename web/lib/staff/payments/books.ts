import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { and, asc, gte, lt } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { stateName } from '@/lib/indian-states';
import { GST_RATE_PERCENT } from '@/lib/invoices/gst';
import { audit } from '../audit';

const { taxInvoices } = tables;

const COLUMNS = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Learner',
  'Place of supply',
  'State code',
  'SAC',
  'Taxable value',
  'CGST rate',
  'CGST',
  'SGST rate',
  'SGST',
  'IGST rate',
  'IGST',
  'Total',
  'Razorpay payment',
  'Reason',
];

const rupees = (paise: number) => (paise / 100).toFixed(2);
const indianDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' });

/**
 * The accountant's CSV of GST documents issued from `from` to `to` (India's dates, both included), one row per tax
 * invoice and credit note in number order, the GST split into its columns, amounts in rupees with paise. UTF-8 with
 * a byte-order mark (Excel reads the names), formulas escaped. Audited: who took the books out.
 */
export async function booksCsv(range: { from: string; to: string }, memberId: number): Promise<string> {
  const db = await getDb();
  const start = new Date(`${range.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${range.to}T00:00:00+05:30`).getTime() + 24 * 3600 * 1000);
  const documents = await db
    .select()
    .from(taxInvoices)
    .where(and(gte(taxInvoices.issuedAt, start), lt(taxInvoices.issuedAt, end)))
    .orderBy(asc(taxInvoices.kind), asc(taxInvoices.financialYear), asc(taxInvoices.sequence));
  await audit(db, memberId, 'payments.books', null, { ...range, documents: documents.length });
  const half = `${GST_RATE_PERCENT / 2}%`;
  const rows = documents.map((d) => {
    const intra = d.igstPaise === 0;
    return [
      d.kind === 'invoice' ? 'Tax invoice' : 'Credit note',
      d.number,
      indianDay.format(d.issuedAt),
      d.againstNumber ?? '',
      d.buyerName,
      stateName(d.buyerStateCode, 'en') ?? '',
      d.buyerStateCode,
      d.sac,
      rupees(d.taxablePaise),
      intra ? half : '',
      rupees(d.cgstPaise),
      intra ? half : '',
      rupees(d.sgstPaise),
      intra ? '' : `${GST_RATE_PERCENT}%`,
      rupees(d.igstPaise),
      rupees(d.totalPaise),
      d.gatewayPaymentId,
      d.reason ?? '',
    ];
  });
  return stringify([COLUMNS, ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
}
