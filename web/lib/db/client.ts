import type { Db } from './database';
import * as schema from './schema';
import { defaultPgliteDir, migrationsFolder } from './locations';
import type { PoolTimeouts } from './postgres-pool';

export type { Db } from './database';

type Handle = { db: Db; close: () => Promise<void>; driver: 'pglite' | 'postgres' };

/**
 * `durable` (default true): embedded writes reach the disk before they are acknowledged (see durable-pglite.ts).
 * `logQueries`: every statement is printed to the log as `[db] <sql>` (how many a request costs: a test counts them).
 * `timeouts` (PostgreSQL; the app sets them, scripts that load data do not): see ./postgres-pool.ts.
 */
export type DbOptions = {
  databaseUrl?: string;
  pgliteDir?: string;
  durable?: boolean;
  logQueries?: boolean;
  timeouts?: PoolTimeouts;
};

const queryLogger = (on: boolean | undefined) =>
  on ? { logQuery: (query: string) => console.info(`[db] ${query}`) } : undefined;

/** Opens the database and applies committed migrations. It never seeds: see lib/db/index.ts and `npm run seed`. */
export async function openDb(options: DbOptions = {}): Promise<Handle> {
  const logger = queryLogger(options.logQueries);
  if (options.databaseUrl) return openPostgres(options.databaseUrl, logger, options.timeouts);
  const handle = await openPglite(options.pgliteDir, options.durable ?? true, logger);
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(handle.db as never, { migrationsFolder: migrationsFolder() });
  return handle;
}

type Logger = ReturnType<typeof queryLogger>;

const MIGRATION_TIMEOUT_MS = 120_000;

async function openPglite(dir = defaultPgliteDir(), durable: boolean, logger: Logger): Promise<Handle> {
  const { openDurablePglite } = await import('./durable-pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { mkdirSync } = await import('node:fs');
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // memory:// has no disk to sync to.
  const client = await openDurablePglite(dir, durable && !dir.startsWith('memory://'), { extensions: { pg_trgm } });
  const db = drizzle(client, { schema, logger }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close() };
}

/**
 * Migrations run first, on a connection of their own without the statement timeout (a migration may take longer
 * than a request's query should); then the pool that the app's calls share.
 */
async function openPostgres(url: string, logger: Logger, timeouts?: PoolTimeouts): Promise<Handle> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { openPool } = await import('./postgres-pool');
  // A migration may take a while, but not for ever: a server that stalls mid-migration fails this attempt.
  const migrator = new Client({
    connectionString: url,
    ...(timeouts && { connectionTimeoutMillis: timeouts.connectMs, query_timeout: MIGRATION_TIMEOUT_MS }),
  });
  // A connection that fails after connecting (the server restarting) must not be an uncaught 'error' event.
  migrator.on('error', () => undefined);
  try {
    await migrator.connect();
    await migrate(drizzle(migrator) as never, { migrationsFolder: migrationsFolder() });
  } finally {
    // A stalled server may never answer the goodbye: the socket goes anyway.
    void migrator.end().catch(() => undefined);
  }
  const pool = await openPool(url, timeouts);
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  return { db, driver: 'postgres', close: () => pool.end() };
}
