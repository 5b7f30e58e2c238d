import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { coursesSchema } from '@/lib/contract';
import { openDb } from '@/lib/db/client';
import { SEED_COUNTS } from '@/lib/db/seed/facts';
import { categoryPath } from '@/lib/routes/pages';
import { createTestDatabase, type TestDatabase } from '../databases';
import { callApi } from '../http';
import { startNextServer, webDir, type RunningServer } from '../next-server';
import { postgresMissing, postgresUrl } from '../services';

// Item 10 of issue 12: only the embedded default seeds itself, and only on its first start. Each test starts its
// own servers (a start that seeds takes a while on a busy machine).
let database: TestDatabase | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  await database?.drop();
  [server, database] = [undefined, undefined];
});

const courseCount = async (running: RunningServer) => {
  const { status, body } = await callApi(running.url, '/api/course/courses');
  expect(status).toBe(200);
  return coursesSchema.parse(body).length;
};

const noPostgres = await postgresMissing();

/** The number of course cards a page shows. */
const cardsOn = async (running: RunningServer, path: string) => {
  const { status, text } = await callApi(running.url, path);
  expect(status, path).toBe(200);
  return text.match(/id="course-card-\d+"/g)?.length ?? 0;
};

describe.skipIf(Boolean(noPostgres))(`a PostgreSQL database${noPostgres ? ` (skipped: ${noPostgres})` : ''}`, () => {
  it('is never seeded by starting the app: the catalogue is empty until `npm run seed` fills it, which the running site shows at once', async () => {
    database = await createTestDatabase({ base: postgresUrl, seed: false });
    server = await startNextServer(database.env);
    expect(await courseCount(server)).toBe(0);
    expect((await callApi(server.url, '/api/category/getCategories')).body).toEqual([]);
    // Read twice, so the empty pages are stored and would be served again if the seed were not announced.
    for (let round = 0; round < 2; round += 1) {
      expect(await cardsOn(server, '/course')).toBe(0);
      expect(await cardsOn(server, '/')).toBe(0);
    }
    expect((await callApi(server.url, '/course')).headers.get('x-nextjs-cache')).toBe('HIT');

    // The operator seeds while the site runs (another process, on the same database).
    const seeded = spawnSync(path.join(webDir, '..', 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
      cwd: webDir,
      env: { ...process.env, ...database.env },
      encoding: 'utf8',
    });
    expect(seeded.status, seeded.stderr).toBe(0);
    expect(seeded.stdout).toContain('Seeded the demo catalogue into PostgreSQL');

    // The announcement reaches the server within moments; no restart, no waiting for the pages to age.
    const running = server;
    await expect.poll(() => cardsOn(running, '/course'), { timeout: 15_000 }).toBe(Math.min(50, SEED_COUNTS.courses));
    expect(await cardsOn(server, '/')).toBeGreaterThan(0);
    expect(await courseCount(server)).toBe(SEED_COUNTS.courses);
    const [category] = (await callApi(server.url, '/api/category/getCategories')).body as { category: string }[];
    expect(await cardsOn(server, categoryPath(category!.category))).toBeGreaterThan(0);
  }, 240_000);
});

describe('the embedded PGlite database', () => {
  it('seeds on its first start only: a catalogue the operator emptied stays empty after a restart', async () => {
    database = await createTestDatabase({ base: '' });
    server = await startNextServer(database.env);
    expect(await courseCount(server)).toBe(SEED_COUNTS.courses);
    await server.stop();

    // The operator removes the demo catalogue (PGlite allows one process per folder, so with the server stopped).
    const handle = await openDb({ pgliteDir: database.env.PGLITE_DIR });
    await handle.db.execute(sql`truncate categories, courses, trainers, reviews, review_photos cascade`);
    await handle.close();

    server = await startNextServer(database.env);
    expect(await courseCount(server)).toBe(0);
    expect((await callApi(server.url, '/api/category/getCategories')).body).toEqual([]);
  }, 240_000);
});
