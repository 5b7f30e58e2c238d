import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { openDb } from '../client';
import { seedOnFirstStart } from './run';

type Handle = Awaited<ReturnType<typeof openDb>>;

/**
 * Registers hooks that seed a fresh database for one test file: a new PGlite folder, or a new PostgreSQL
 * database beside DATABASE_URL when it is set. Returns a getter because the handle exists only after beforeAll.
 */
export function seededDbPerFile(): () => Handle {
  let database: TestDatabase | undefined;
  let handle: Handle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    handle = await openDb({ databaseUrl: database.env.DATABASE_URL || undefined, pgliteDir: database.env.PGLITE_DIR });
    const first = await seedOnFirstStart(handle.db);
    expect(first?.seeded).toBe(true);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  return () => {
    if (!handle) throw new Error('database not opened yet');
    return handle;
  };
}
