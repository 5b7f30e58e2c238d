import 'server-only';
import { env } from '../env';
import { openDb, type Db } from './client';

type Opened = Awaited<ReturnType<typeof openDb>>;
// Kept on globalThis so every route bundle and every dev reload shares one connection (PGlite allows one).
const holder = globalThis as typeof globalThis & { __academyDb?: Promise<Opened> };

/**
 * Opens and migrates. The embedded default is a demo: it seeds the catalogue on its first start only (a marker row
 * remembers it). A real PostgreSQL database is production data and gets the catalogue only from `npm run seed`.
 */
async function open(): Promise<Opened> {
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, durable: env.PGLITE_FSYNC === 'on', logQueries: env.DB_LOG_QUERIES === 'on' });
  if (handle.driver === 'pglite') {
    const { seedOnFirstStart } = await import('./seed/run');
    // PGlite allows one connection per folder: a failed seed must let the next attempt open it again.
    await seedOnFirstStart(handle.db).catch(async (error) => {
      await handle.close();
      throw error;
    });
  }
  return handle;
}

/** The app's database, opened and migrated once per process (and seeded on the embedded default's first start). */
export async function getDb(): Promise<Db> {
  holder.__academyDb ??= open().catch((error) => {
    holder.__academyDb = undefined;
    throw error;
  });
  return (await holder.__academyDb).db;
}

/** Closes the database opened by getDb (scripts that read through the app's modules and then exit). */
export async function closeDb(): Promise<void> {
  const opened = holder.__academyDb;
  holder.__academyDb = undefined;
  if (opened) await (await opened).close();
}

export type { Db } from './client';
export * as tables from './schema';
