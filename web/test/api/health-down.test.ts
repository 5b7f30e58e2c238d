import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '@/lib/contract';
import { createTestDatabase, type TestDatabase } from '../databases';
import { startNextServer, startUntilExit, type RunningServer } from '../next-server';
import { postgresMissing, postgresUrl } from '../services';
import { startTcpRelay, type TcpRelay } from '../tcp-relay';

describe('a bad configuration stops the server at start', () => {
  it('an unreachable DATABASE_URL: exit 1 with a message naming it, the password masked', async () => {
    const { code, output } = await startUntilExit({ DATABASE_URL: 'postgres://nobody:hunter2@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(output).toContain('[startup] DATABASE_URL: the database at postgres://nobody:***@127.0.0.1:1/none cannot be opened');
    expect(output).not.toContain('hunter2');
  });

  it('a malformed variable: exit 1 naming the variable', async () => {
    const { code, output } = await startUntilExit({ TRUST_PROXY: 'lots' });
    expect(code).toBe(1);
    expect(output).toContain('[startup] Invalid configuration: TRUST_PROXY:');
  });
});

/**
 * A TCP relay in front of PostgreSQL that can be cut, so the database goes away while the app runs. PGlite lives
 * inside the app's process and cannot be taken away from it, so this part needs the machine's PostgreSQL
 * (TEST_POSTGRES_URL, which CI sets, or DATABASE_URL).
 */
const noPostgres = await postgresMissing();

describe.skipIf(Boolean(noPostgres))(`when the database goes away while the app runs${noPostgres ? ` (skipped: ${noPostgres})` : ''}`, () => {
  let database: TestDatabase;
  let relay: TcpRelay;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase({ base: postgresUrl });
    const target = new URL(database.env.DATABASE_URL!);
    relay = await startTcpRelay(target, 5432);
    const viaRelay = new URL(target);
    viaRelay.host = relay.host;
    // The database goes away on purpose: whatever the driver, Next and the app log about it is expected (they print
    // the driver's errors with their queries and causes over many lines). What visitors get is what this file tests.
    server = await startNextServer({ DATABASE_URL: viaRelay.toString(), PGLITE_DIR: '' }, undefined, undefined, {
      expectedErrors: [/^/],
    });
    // The outage: no new connections, and every open one cut.
    await relay.cut();
  });

  afterAll(async () => {
    await server?.stop();
    relay?.close();
    await database?.drop();
  });

  it('GET /api/health answers 503', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: false });
  });

  it('catalogue reads answer 503 with a JSON error', async () => {
    const response = await fetch(`${server.url}/api/category/getCategories`);
    expect(response.status).toBe(503);
    errorSchema.parse(await response.json());
  });
});
