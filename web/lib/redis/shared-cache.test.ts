import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { areTagsExpired, tagsManifest } from '../next-internals/tags-manifest';
import { afterAll, describe, expect, it } from 'vitest';
import { redisMissing, redisUrl } from '@/test/services';
import { connectRedis } from './connection';
import { sharedTagsIncrementalCache } from './incremental-cache-handler';
import { createSharedTags } from './shared-tags';
import { createRedisCacheHandler } from './use-cache-handler';

/**
 * The handlers against the machine's Redis (TEST_REDIS_URL, default 127.0.0.1:6379), each run under its own key
 * prefix. "Another instance" is played by writing a revalidation straight into Redis, since this process's own
 * revalidations are in its memory anyway. The two-instance test over HTTP is test/api/shared-cache.test.ts.
 * Without a Redis the file is skipped, the reason in the suites' names; under CI=true it fails (test/services.ts).
 */
const noRedis = await redisMissing();
const redisUp = !noRedis;
const skipped = noRedis ? ` (skipped: Redis ${noRedis})` : '';
const prefix = `academy-unit:${process.pid}:${Date.now()}:`;
const raw = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, retryStrategy: () => null });
raw.on('error', () => {});
if (redisUp) await raw.connect();

const connection = connectRedis(redisUrl, prefix);
const tags = createSharedTags(connection);
const handler = createRedisCacheHandler(connection, tags);

/** A revalidation of `tag` recorded by another instance, `ago` ms in the past. */
const revalidatedElsewhere = (tag: string, ago = 0) => {
  const at = Date.now() - ago;
  return raw.hset(`${prefix}tags`, tag, JSON.stringify({ stale: at, expired: at }));
};

const entry = (tag: string, text: string) => ({
  value: new Response(text).body!,
  tags: [tag],
  stale: 300,
  timestamp: Date.now(),
  expire: 3600,
  revalidate: 900,
});

afterAll(async () => {
  if (!redisUp) return;
  const keys = await raw.keys(`${prefix}*`);
  if (keys.length) await raw.del(...keys);
  raw.disconnect();
  connection.close();
});

describe.skipIf(!redisUp)(`the 'use cache' handler on Redis${skipped}`, () => {
  it('returns what it stored, as a new stream each time', async () => {
    await handler.set('k:a', Promise.resolve(entry('unit:a', 'hello')));
    for (let i = 0; i < 2; i++) expect(await new Response((await handler.get('k:a', []))!.value).text()).toBe('hello');
  });

  it('misses an entry whose tag another instance revalidated after it was stored', async () => {
    await handler.set('k:b', Promise.resolve(entry('unit:b', 'old')));
    expect(await handler.get('k:b', [])).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await revalidatedElsewhere('unit:b');
    expect(await handler.get('k:b', [])).toBeUndefined();
  });

  it("reports other instances' revalidations of soft tags (revalidatePath)", async () => {
    await revalidatedElsewhere('_N_T_/unit/page', 1_000);
    expect(await handler.getExpiration(['_N_T_/unit/page', '_N_T_/unit/never'])).toBeGreaterThan(Date.now() - 5_000);
  });

  it('records its own revalidations where other instances read them', async () => {
    await handler.updateTags(['unit:mine'], { expire: 0 });
    expect(JSON.parse((await raw.hget(`${prefix}tags`, 'unit:mine'))!)).toMatchObject({
      stale: expect.any(Number),
      expired: expect.any(Number),
    });
  });
});

describe.skipIf(!redisUp)(`the page cache with shared tags${skipped}`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-isr-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const Cache = sharedTagsIncrementalCache(tags);
  const cache = new Cache({
    fs: { ...fs, existsSync: () => false } as never,
    serverDistDir: dir,
    flushToDisk: false,
    maxMemoryCacheSize: 1e6,
    revalidatedTags: [],
  } as never);

  it("brings in another instance's revalidation of an entry's tags before Next checks them", async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', status: 200, url: 'https://x.test' },
      revalidate: 3600,
    };
    await cache.set(
      'fetch:unit',
      data as never,
      { fetchCache: true, tags: ['unit:page'], isImplicitBuildTimeCache: false } as never,
    );
    const stored = await cache.get('fetch:unit', { kind: 'FETCH', tags: ['unit:page'], softTags: [] } as never);
    expect(stored).not.toBeNull();
    expect(areTagsExpired(['unit:page'], stored!.lastModified)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await revalidatedElsewhere('unit:page');
    const again = await cache.get('fetch:unit', { kind: 'FETCH', tags: ['unit:page'], softTags: [] } as never);
    expect(tagsManifest.get('unit:page')?.expired).toBeGreaterThan(stored!.lastModified);
    expect(again === null || areTagsExpired(['unit:page'], again.lastModified)).toBe(true);
  });
});

describe('when Redis cannot be reached', () => {
  const down = connectRedis('redis://127.0.0.1:1', prefix);
  const downHandler = createRedisCacheHandler(down, createSharedTags(down));

  it('every read misses, writes and revalidations resolve without throwing', async () => {
    await downHandler.set('k:down', Promise.resolve(entry('unit:down', 'x')));
    expect(await downHandler.get('k:down', [])).toBeUndefined();
    await expect(downHandler.updateTags(['unit:down'])).resolves.toBeUndefined();
    expect(tagsManifest.get('unit:down')?.expired).toBeGreaterThan(0);
    down.close();
  });
});
