import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabase = { env: Record<string, string | undefined>; label: string; drop: () => Promise<void> };

/**
 * A fresh, empty database for one test run: a new PostgreSQL database when DATABASE_URL is set (created beside
 * the configured one and dropped afterwards), a new embedded PGlite folder otherwise.
 */
export async function createTestDatabase(base = process.env.DATABASE_URL): Promise<TestDatabase> {
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
