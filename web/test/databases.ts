import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../lib/db/client';
import { seed as seedDemo, seedOnFirstStart } from '../lib/db/seed/run';

export type TestDatabase = { env: Record<string, string | undefined>; label: string; drop: () => Promise<void> };
export type TestDb = Awaited<ReturnType<typeof openDb>>['db'];

/** Opens a test database as a server on it does: PostgreSQL by its URL, else its embedded PGlite folder. */
export const openTestDatabase = (database: Pick<TestDatabase, 'env'>) =>
  openDb({ databaseUrl: database.env.DATABASE_URL || undefined, pgliteDir: database.env.PGLITE_DIR });

/**
 * Runs `work` on a test database, then closes it. PGlite allows one process per folder: a server on an embedded
 * database must have stopped first.
 */
export async function withTestDatabase<T>(database: Pick<TestDatabase, 'env'>, work: (db: TestDb) => Promise<T>) {
  const handle = await openTestDatabase(database);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A fresh database for one test run: a new PostgreSQL database when DATABASE_URL is set (created beside the
 * configured one and dropped afterwards), a new embedded PGlite folder otherwise. A server seeds only the embedded
 * database, on its first start; a PostgreSQL one gets the catalogue here, as an operator would with `npm run seed`,
 * unless `seed` is false. `template` (from createTemplateDatabase, on the same `base`) makes it a copy of that
 * migrated and seeded database instead, which skips the migrations and the seed: a server on it starts in a third
 * of the time.
 */
export async function createTestDatabase({
  base = process.env.DATABASE_URL,
  seed = true,
  template,
}: {
  base?: string;
  seed?: boolean;
  template?: string;
} = {}): Promise<TestDatabase> {
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), 'academy-test-pglite-'));
    if (template) cpSync(template, dir, { recursive: true });
    return {
      env: { DATABASE_URL: '', PGLITE_DIR: dir },
      label: 'pglite',
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `academy_test_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(base, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(base, name);
  if (seed && !template) await seedCatalogue(url);
  return { env: { DATABASE_URL: url }, label: 'postgres', drop: () => dropDatabase(base, name) };
}

/**
 * A migrated database holding the demo catalogue, to copy with createTestDatabase's `template`: a PGlite folder
 * (seeded as a server's first start seeds it, marker row included) or a PostgreSQL database beside `base`.
 * `name` is what to pass as `template`.
 */
export async function createTemplateDatabase({ base = process.env.DATABASE_URL }: { base?: string } = {}) {
  const database = await createTestDatabase({ base, seed: false });
  const handle = await openTestDatabase(database);
  try {
    if (handle.driver === 'pglite') await seedOnFirstStart(handle.db);
    else await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  if (database.env.PGLITE_DIR) return { name: database.env.PGLITE_DIR, drop: database.drop };
  // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template: let the pool's sockets close.
  const name = new URL(database.env.DATABASE_URL!).pathname.slice(1);
  await withAdmin(base!, (client) => untilNobodyIsConnected(client, name));
  return { name, drop: database.drop };
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const adminQuery = (base: string, statement: string) => withAdmin(base, (client) => client.query(statement));

/** A pool's end() resolves before its sockets have closed: waits (briefly) for the last session to leave. */
async function untilNobodyIsConnected(client: pg.Client, name: string) {
  const deadline = Date.now() + 5_000;
  const sessions = async () =>
    Number((await client.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n);
  while ((await sessions()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Forcing the drop while a session is still closing would send that client a FATAL it reports as unhandled. */
const dropDatabase = (base: string, name: string) =>
  withAdmin(base, async (client) => {
    await untilNobodyIsConnected(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

async function seedCatalogue(databaseUrl: string) {
  const handle = await openDb({ databaseUrl });
  try {
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}
