import 'server-only';
import { count } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db';

/**
 * How many rows of a table name each parent by `foreignKey`, as a subquery to left-join on `key` (a parent no row
 * names is not in it: its count is null).
 */
export const rowCountsBy = (db: Db, foreignKey: PgColumn, name: string) =>
  db
    .select({ key: foreignKey, n: count().as('n') })
    .from(foreignKey.table)
    .groupBy(foreignKey)
    .as(name);
