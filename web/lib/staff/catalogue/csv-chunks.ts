import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';

/**
 * Large imports in few statements: lists cut into pieces small enough for one statement each (PostgreSQL takes at
 * most 65,535 parameters in one), so 5,000 rows are a handful of multi-row INSERTs rather than 5,000 round trips.
 */

/** Rows per INSERT: the widest import row (a course) has a dozen columns, so one statement stays near 6,000 parameters. */
export const INSERT_ROWS = 500;
/** Values per `IN (...)` lookup. */
export const LOOKUP_VALUES = 2_000;

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let at = 0; at < items.length; at += size) pieces.push(items.slice(at, at + size));
  return pieces;
}

/** One query per piece of `values`, the answers joined; none for no values. */
export async function selectInChunks<V, R>(values: readonly V[], query: (piece: V[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  for (const piece of chunked([...new Set(values)], LOOKUP_VALUES)) found.push(...(await query(piece)));
  return found;
}

/** Inserts rows piece by piece, keeping what each INSERT returns. */
export async function insertInChunks<V, R>(values: readonly V[], insert: (piece: V[]) => Promise<R[]>): Promise<R[]> {
  const returned: R[] = [];
  for (const piece of chunked(values, INSERT_ROWS)) returned.push(...(await insert(piece)));
  return returned;
}

/**
 * `count` new ids of a serial column, taken from its sequence before the rows are written, so rows that refer to
 * them (a batch's timings and price options) can be inserted in bulk as well.
 */
export async function newIds(tx: Tx, table: 'batches', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => Number(row.id));
}
