import type { Tx } from '@/lib/db';
import type { ImportError } from './csv-table';
import type { Touched } from './touched';

/** What an import adds: the records of its kind, and for sessions the batches' price options. */
export type Creates = { courses?: number; trainers?: number; batches?: number; sessions?: number };

/**
 * A file checked against the database: what is wrong with its rows, what it would add, and how to write it (run
 * only when nothing is wrong, in the transaction whose reads found nothing wrong). `lock`: the reads hold what they
 * found (FOR SHARE, name locks) until that transaction ends; a dry run reads without.
 */
export type ImportPlan = {
  errors: ImportError[];
  creates: Creates;
  write: (tx: Tx) => Promise<{ ids: number[]; touched: Touched }>;
};
