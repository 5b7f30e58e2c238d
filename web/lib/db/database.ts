import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The app's database, whichever driver opened it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The transaction a `db.transaction(async (tx) => ...)` callback is given. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What writes one more row beside others: the database, or a transaction the row must commit with. */
export type Inserter = Pick<Db, 'insert'>;
