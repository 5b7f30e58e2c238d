import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { invoiceFile, type InvoiceFile } from '@/lib/invoices/files';
import { notFound } from '../errors';

const { taxInvoices } = tables;

const NO_INVOICE = 'No such invoice';

/** An id as a route's address gives it: a positive whole number, else no invoice. */
const invoiceId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** A learner's own invoice (issued to their email) as its PDF; another's, or none, is "No such invoice" (404). */
export async function learnerInvoice(email: string, rawId: string): Promise<InvoiceFile> {
  const id = invoiceId(rawId);
  if (id === null || !email) throw notFound(NO_INVOICE);
  const db = await getDb();
  const [mine] = await db
    .select({ id: taxInvoices.id })
    .from(taxInvoices)
    .where(and(eq(taxInvoices.id, id), eq(taxInvoices.buyerEmail, email.toLowerCase())));
  const file = mine ? await invoiceFile(mine.id) : null;
  if (!file) throw notFound(NO_INVOICE);
  return file;
}

/** Any invoice as its PDF, for the console's staff. */
export async function staffInvoice(rawId: string): Promise<InvoiceFile> {
  const id = invoiceId(rawId);
  const file = id === null ? null : await invoiceFile(id);
  if (!file) throw notFound(NO_INVOICE);
  return file;
}
