import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb } from '../lib/db/client';
import { seed as seedDemo } from '../lib/db/seed/run';

export type TestDatabase = { env: Record<string, string | undefined>; label: string; drop: () => Promise<void> };

/**
 * A fresh database for one test run: a new PostgreSQL database when DATABASE_URL is set (created beside the
 * configured one and dropped afterwards), a new embedded PGlite folder otherwise. A server seeds only the embedded
 * database, on its first start; a PostgreSQL one gets the catalogue here, as an operator would with `npm run seed`,
 * unless `seed` is false.
 */
export async function createTestDatabase(
  { base = process.env.DATABASE_URL, seed = true }: { base?: string; seed?: boolean } = {},
): Promise<TestDatabase> {
  if (!base) {
    const dir = mkdtempSync(path.join(tmpdir(), 'academy-test-pglite-'));
    return { env: { DATABASE_URL: '', PGLITE_DIR: dir }, label: 'pglite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `academy_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (seed) await seedCatalogue(url.toString());
  return {
    env: { DATABASE_URL: url.toString() },
    label: 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // A pool's end() resolves before its sockets have closed; forcing the drop while one is still closing sends
      // that client a FATAL it reports as an unhandled error. Wait (briefly) for the last session to leave first.
      const deadline = Date.now() + 5_000;
      const sessions = async () =>
        Number((await client.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n);
      while ((await sessions()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function seedCatalogue(databaseUrl: string) {
  const handle = await openDb({ databaseUrl });
  try {
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}
