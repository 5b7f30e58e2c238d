import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { invoiceFileName, renderInvoicePdf } from './pdf';

const { taxInvoices } = tables;

export type InvoiceFile = { number: string; fileName: string; content: Buffer };

/** A stored tax invoice as its PDF, for a mail, a learner or the console; null when there is none with this id. */
export async function invoiceFile(id: number): Promise<InvoiceFile | null> {
  const db = await getDb();
  const [invoice] = await db.select().from(taxInvoices).where(eq(taxInvoices.id, id));
  if (!invoice) return null;
  return {
    number: invoice.number,
    fileName: invoiceFileName(invoice.number),
    content: await renderInvoicePdf(invoice),
  };
}
