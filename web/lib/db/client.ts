import type { Db } from './database';
import * as schema from './schema';
import { defaultPgliteDir, migrationsFolder } from './locations';

export type { Db } from './database';

type Handle = { db: Db; close: () => Promise<void>; driver: 'pglite' | 'postgres' };

/**
 * `durable` (default true): embedded writes reach the disk before they are acknowledged (see durable-pglite.ts).
 * `logQueries`: every statement is printed to the log as `[db] <sql>` (how many a request costs: a test counts them).
 */
export type DbOptions = { databaseUrl?: string; pgliteDir?: string; durable?: boolean; logQueries?: boolean };

const queryLogger = (on: boolean | undefined) => (on ? { logQuery: (query: string) => console.info(`[db] ${query}`) } : undefined);

/** Opens the database and applies committed migrations. It never seeds: see lib/db/index.ts and `npm run seed`. */
export async function openDb(options: DbOptions = {}): Promise<Handle> {
  const logger = queryLogger(options.logQueries);
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl, logger) : await openPglite(options.pgliteDir, options.durable ?? true, logger);
  await applyMigrations(handle);
  return handle;
}

type Logger = ReturnType<typeof queryLogger>;

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

async function openPostgres(url: string, logger: Logger): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  return { db, driver: 'postgres', close: () => pool.end() };
}

async function applyMigrations(handle: Handle) {
  const migrationsFolderPath = migrationsFolder();
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: migrationsFolderPath });
  }
}
