import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_WITHOUT_REVIEWS } from '@/lib/db/seed/facts';
import { STORED_PAGE_ROUTE } from '@/lib/page-cache/stored-copies';
import { createTestDatabase, type TestDatabase } from '../databases';
import { callApi } from '../http';
import { freePort, startNextServer, type RunningServer } from '../next-server';
import { postgresMissing, postgresUrl, redisMissing, redisUrl } from '../services';
import { startTcpRelay, type TcpRelay } from '../tcp-relay';
import { reviewForm } from '../form-bodies';

/**
 * Issue 11 goal 8: several instances behind a load balancer share the 'use cache' entries and tag revalidations
 * through Redis (lib/redis). Two processes cannot share one embedded PGlite folder, so the two-instance part needs
 * PostgreSQL (DATABASE_URL, or TEST_POSTGRES_URL which CI sets); every part needs the machine's Redis (TEST_REDIS_URL,
 * default 127.0.0.1:6379). Each run writes under its own key prefix and deletes it afterwards.
 */
const noPostgres = await postgresMissing();
const noRedis = await redisMissing();
const { courseName, slug, categorySlug } = COURSE_WITHOUT_REVIEWS;
const coursePage = `/course/${categorySlug}/${slug}`;

async function keysUnder(prefix: string): Promise<string[]> {
  const redis = new Redis(redisUrl);
  const found: string[] = [];
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 })) found.push(...(keys as string[]));
  redis.disconnect();
  return found;
}

async function dropKeys(prefix: string) {
  const keys = await keysUnder(prefix);
  const redis = new Redis(redisUrl);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

/** The course page's rating as a visitor reads it: "N ratings" beside "Rated X out of 5" (React's text markers dropped). */
async function ratingOn(server: RunningServer) {
  const page = await callApi(server.url, coursePage);
  expect(page.status).toBe(200);
  // Never from a copy in one instance's memory (issue 31): that instance would not see the other's revalidations.
  expect(page.headers.get('x-middleware-rewrite')).not.toBe(STORED_PAGE_ROUTE);
  const text = page.text.replaceAll('<!-- -->', '');
  return { count: /(\d+) ratings?</.exec(text)?.[1], stars: /Rated ([\d.]+) out of 5/.exec(text)?.[1] };
}

function postReview(server: RunningServer, ratings: number) {
  const form = reviewForm({
    studentName: 'Asha',
    reviewDescription: 'Clear and patient.',
    ratings: String(ratings),
    courseName,
  });
  return callApi(server.url, '/api/reviews/featuredreview', { method: 'POST', body: form });
}

/** The outage is logged (once as it starts, once as it ends): that is expected, anything else is not. */
const redisDown = { expectedErrors: [/^\[redis\] /] };
const redisLines = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.includes('[redis]'));

const twoInstances =
  'two instances on one PostgreSQL and one Redis' +
  (noPostgres ? ` (skipped: ${noPostgres}; two processes cannot share one PGlite folder)` : '') +
  (noRedis ? ` (skipped: Redis ${noRedis})` : '');

describe.skipIf(Boolean(noPostgres || noRedis))(twoInstances, () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const prefix = `academy-test:${process.pid}:${Date.now()}:`;

  beforeAll(async () => {
    database = await createTestDatabase({ base: postgresUrl });
    const env = { ...database.env, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    [a, b] = await Promise.all([startNextServer(env), startNextServer(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await dropKeys(prefix);
  });

  it('a review posted to one instance changes the rating the other serves on its next request', async () => {
    // Both have read (and cached) the page before the review.
    for (const server of [b, a, b]) expect(await ratingOn(server)).toEqual({ count: '0', stars: '0' });
    expect((await postReview(a, 4)).status).toBe(201);
    expect(await ratingOn(b)).toEqual({ count: '1', stars: '4' });
    expect((await postReview(b, 1)).status).toBe(201);
    expect(await ratingOn(a)).toEqual({ count: '2', stars: '2.5' });
    expect(await ratingOn(b)).toEqual({ count: '2', stars: '2.5' });
  });

  it('keeps the cache in Redis, under its own key prefix, and logs nothing about it', async () => {
    const redis = new Redis(redisUrl);
    const revalidated = await redis.hkeys(`${prefix}tags`);
    redis.disconnect();
    expect((await keysUnder(`${prefix}entry:`)).length).toBeGreaterThan(0);
    expect(revalidated).toContain(`academy:course:${slug}`);
    expect([...redisLines(a), ...redisLines(b)]).toEqual([]);
  });
});

describe('an instance whose Redis cannot be reached at start', () => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A port nothing listens on: every connection attempt is refused.
    server = await startNextServer(
      { ...database.env, REDIS_URL: `redis://127.0.0.1:${await freePort()}` },
      undefined,
      undefined,
      redisDown,
    );
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('serves pages and writes uncached, and says so once', async () => {
    for (const path of ['/', '/course', `/course/${categorySlug}`, '/about']) {
      expect((await callApi(server.url, path)).status, path).toBe(200);
    }
    expect(await ratingOn(server)).toEqual({ count: '0', stars: '0' });
    expect((await postReview(server, 5)).status).toBe(201);
    expect(await ratingOn(server)).toEqual({ count: '1', stars: '5' });
    // The warning is written when the client sees the refusal, which may come after the last answer.
    await expect.poll(() => redisLines(server), { message: server.output() }).toHaveLength(1);
  });
});

describe.skipIf(Boolean(noRedis))(
  `an instance whose Redis goes away while it runs${noRedis ? ` (skipped: Redis ${noRedis})` : ''}`,
  () => {
    let database: TestDatabase;
    let server: RunningServer;
    let relay: TcpRelay;
    const prefix = `academy-test:${process.pid}:${Date.now()}:outage:`;

    beforeAll(async () => {
      database = await createTestDatabase();
      relay = await startTcpRelay(new URL(redisUrl), 6379);
      server = await startNextServer(
        { ...database.env, REDIS_URL: `redis://${relay.host}`, REDIS_KEY_PREFIX: prefix },
        undefined,
        undefined,
        redisDown,
      );
    });

    afterAll(async () => {
      await server?.stop();
      relay?.close();
      await database?.drop();
      await dropKeys(prefix);
    });

    it('keeps serving, fresh, once the connection is cut', async () => {
      expect(await ratingOn(server)).toEqual({ count: '0', stars: '0' });
      expect(redisLines(server)).toEqual([]);
      await relay.cut();
      expect(await ratingOn(server)).toEqual({ count: '0', stars: '0' });
      expect((await postReview(server, 3)).status).toBe(201);
      expect(await ratingOn(server)).toEqual({ count: '1', stars: '3' });
      expect((await callApi(server.url, '/')).status).toBe(200);
      // The warning is written when the client sees the refusal, which may come after the last answer.
      await expect.poll(() => redisLines(server), { message: server.output() }).toHaveLength(1);
    });
  },
);
