import 'server-only';
import { env } from '../env';
import { openDb, type Db } from './client';

type Opened = Awaited<ReturnType<typeof openDb>>;
// Kept on globalThis so every route bundle and every dev reload shares one connection (PGlite allows one).
const holder = globalThis as typeof globalThis & { __academyDb?: Promise<Opened> };

/** The app's database, opened, migrated and seeded once per process. */
export async function getDb(): Promise<Db> {
  holder.__academyDb ??= openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR }).catch((error) => {
    holder.__academyDb = undefined;
    throw error;
  });
  return (await holder.__academyDb).db;
}

export type { Db } from './client';
export * as tables from './schema';
