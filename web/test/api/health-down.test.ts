import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '@/lib/contract';
import { startNextServer, type RunningServer } from '../next-server';

// A second server whose PostgreSQL does not exist: the API must say so with 503s, never crash or hang.
let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PGLITE_DIR: '' }, '/api/health', 'listening');
});
afterAll(() => server?.stop());

describe('with the database unreachable', () => {
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
