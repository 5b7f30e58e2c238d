import 'server-only';
import { env } from '../env';
import { sql } from 'drizzle-orm';
import {
  databaseIsDown,
  DatabaseUnavailableError,
  downError,
  isDatabaseUnavailable,
  markDatabaseDown,
  markDatabaseUp,
  onDatabaseDown,
} from './availability';
import { openDb, type Db } from './client';
import { heldTransaction } from './request-transaction';
import { globalSingleton } from '../global-singletons';

type Opened = Awaited<ReturnType<typeof openDb>>;
type Holder = {
  /** The open database. */
  opened?: Opened;
  /** The attempt under way to open it. */
  opening?: Promise<Opened>;
  /** The next attempt, or the next probe of a database that went away. */
  retry?: ReturnType<typeof setTimeout>;
};
// One per process (lib/global-singletons.ts) so every route bundle and every dev reload shares one connection (PGlite allows one).
const holder = globalSingleton('db', (): Holder => ({}));

/** How often a database that cannot be reached is tried again. */
const RETRY_MS = 1_000;

const timeouts = () => ({ connectMs: env.DB_CONNECT_TIMEOUT_MS, queryMs: env.DB_QUERY_TIMEOUT_MS });

/**
 * Opens and migrates. The embedded default is a demo: it seeds the catalogue on its first start only (a marker row
 * remembers it). A real PostgreSQL database is production data and gets the catalogue only from `npm run seed`.
 */
async function open(): Promise<Opened> {
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    durable: env.PGLITE_FSYNC === 'on',
    logQueries: env.DB_LOG_QUERIES === 'on',
    timeouts: timeouts(),
  });
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

/** One attempt to open the database; one that fails for want of the server marks it down (see recover). */
function startOpening(): Promise<Opened> {
  const attempt = open().then(
    (opened) => {
      holder.opened = opened;
      markDatabaseUp();
      return opened;
    },
    (error: unknown) => {
      holder.opening = undefined;
      if (isDatabaseUnavailable(error)) markDatabaseDown(error);
      throw error;
    },
  );
  holder.opening = attempt;
  return attempt;
}

/**
 * While PostgreSQL is away, once a second: a `select 1` on the open pool, or another attempt to open it when it
 * never was. The first answer marks it up, which ends the tries.
 */
function recover() {
  holder.retry = undefined;
  if (!databaseIsDown()) return;
  const attempt = holder.opened ? holder.opened.db.execute(sql`select 1`) : (holder.opening ?? startOpening());
  void attempt
    .catch(() => undefined)
    .finally(() => {
      if (databaseIsDown()) recoverLater();
    });
}

function recoverLater() {
  if (holder.retry) return;
  holder.retry = setTimeout(recover, RETRY_MS);
  holder.retry.unref();
}

onDatabaseDown(recoverLater);

/**
 * The app's database, opened and migrated once per process (and seeded on the embedded default's first start).
 * While PostgreSQL is known to be away this fails at once with a DatabaseUnavailableError, and a first open that
 * is taking longer than a connection may is not waited for either: the caller answers 503 and the attempt goes on.
 * Inside inRequestTransaction it is that transaction.
 */
export async function getDb(): Promise<Db> {
  // Inside a keyed write everything goes through its one transaction (./request-transaction.ts).
  const held = heldTransaction();
  if (held) return held as unknown as Db;
  if (databaseIsDown()) throw downError();
  if (holder.opened) return holder.opened.db;
  const opening = holder.opening ?? startOpening();
  if (!env.DATABASE_URL) return (await opening).db;
  return (await withinConnectTime(opening)).db;
}

function withinConnectTime(opening: Promise<Opened>): Promise<Opened> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError('still connecting')), env.DB_CONNECT_TIMEOUT_MS);
  });
  return Promise.race([opening, late]).finally(() => clearTimeout(timer));
}

/**
 * Opens the database at start (lib/startup.ts). Unlike getDb it waits for the attempt to end, and says why it
 * failed; a PostgreSQL server that cannot be reached is then tried again in the background.
 */
export async function openAtStart(): Promise<void> {
  await (holder.opening ?? startOpening());
}

/** Closes the database opened by getDb (scripts that read through the app's modules and then exit). */
export async function closeDb(): Promise<void> {
  const opened = holder.opened ?? (await holder.opening?.catch(() => undefined));
  holder.opened = undefined;
  holder.opening = undefined;
  if (opened) await opened.close();
}

export type { Db } from './client';
export type { Inserter, Tx } from './database';
export { afterCommit, detached, inRequestTransaction, mayFail } from './request-transaction';
export * as tables from './schema';
