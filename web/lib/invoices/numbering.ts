import { sql } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';
import type { TaxDocumentKind } from '@/lib/db/schema';
import { financialYearOf } from './financial-year';

const { documentSeries } = tables;

const PREFIX: Record<TaxDocumentKind, string> = { invoice: 'INV', credit_note: 'CN' };

export type DocumentNumber = { number: string; financialYear: string; sequence: number };

/**
 * The next number of a series in the financial year of `at`, taken in `tx`, the transaction that stores the
 * document: the upsert locks the series' row until it commits, so payments at once take turns, and a transaction
 * that rolls back gives its number back. Numbers run without gaps or repeats: 'INV/26-27/00001' (GST allows 16
 * characters, unique within the financial year).
 */
export async function takeDocumentNumber(tx: Tx, kind: TaxDocumentKind, at: Date): Promise<DocumentNumber> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.financialYear],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning({ last: documentSeries.last });
  const sequence = row!.last;
  const number = `${PREFIX[kind]}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
  return { number, financialYear, sequence };
}
