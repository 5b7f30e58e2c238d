import type { CacheEntry, CacheHandler } from 'next/cache';
import { areTagsExpired, areTagsStale, tagsManifest } from '../next-internals/tags-manifest.ts';
import type { RedisConnection } from './connection';
import type { SharedTags } from './shared-tags';

type StoredEntry = Omit<CacheEntry, 'value'> & { value: string };

/**
 * The 'use cache' handler (next.config.ts `cacheHandlers.default`) with its entries in Redis, so every instance
 * reads what any of them cached, and with tag revalidations shared (shared-tags.ts), so an entry revalidated on one
 * instance is a miss on all of them from their next request on. It keeps the semantics of Next's in-memory handler
 * (cache-handlers/default.js): an entry past `revalidate` or with an expired tag is a miss, a stale tag serves it
 * once more while it is refreshed. While Redis cannot be reached every read is a miss and nothing is stored.
 */
export function createRedisCacheHandler(redis: RedisConnection, tags: SharedTags): CacheHandler {
  // Next requires a `get` during a `set` of the same key to wait for it; across instances a miss is fine.
  const pendingSets = new Map<string, Promise<void>>();
  const entryKey = (cacheKey: string) => redis.key(`entry:${cacheKey}`);

  return {
    async get(cacheKey) {
      await pendingSets.get(cacheKey);
      const client = await redis.client();
      if (!client) return undefined;
      let stored: StoredEntry | undefined;
      try {
        const json = await client.get(entryKey(cacheKey));
        stored = json ? (JSON.parse(json) as StoredEntry) : undefined;
      } catch (error) {
        redis.failed('reading the cache', error);
        return undefined;
      }
      if (!stored) return undefined;
      const { value, ...entry } = stored;
      if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
      if (!(await tags.pull(entry.tags)) || areTagsExpired(entry.tags, entry.timestamp)) return undefined;
      const bytes = Buffer.from(value, 'base64');
      return {
        ...entry,
        revalidate: areTagsStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate,
        value: new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(bytes));
            controller.close();
          },
        }),
      };
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pendingSets.set(cacheKey, new Promise<void>((resolve) => (done = resolve)));
      try {
        let entry: Omit<CacheEntry, 'value'>;
        let bytes: Buffer;
        try {
          const { value, ...rest } = await pendingEntry;
          entry = rest;
          bytes = Buffer.from(await new Response(value).arrayBuffer());
        } catch {
          return; // A value that failed mid-way is not cached, as in Next's own handler.
        }
        // An `expire: 0` entry is dynamic: Next regenerates it on every read, so it is not worth a write.
        if (entry.expire === 0) return;
        const client = await redis.client();
        if (!client) return;
        const stored: StoredEntry = { ...entry, value: bytes.toString('base64') };
        // Redis evicts the entry once Next would refuse it anyway (`expire` is the hard limit, in seconds).
        if (Number.isFinite(entry.expire))
          await client.set(entryKey(cacheKey), JSON.stringify(stored), 'EX', Math.max(1, Math.ceil(entry.expire)));
        else await client.set(entryKey(cacheKey), JSON.stringify(stored));
      } catch (error) {
        redis.failed('writing the cache', error);
      } finally {
        pendingSets.delete(cacheKey);
        done();
      }
    },

    // Tags are brought in per entry (`get`) and per set of soft tags (`getExpiration`), so a revalidation on another
    // instance counts from the next read rather than from the next poll.
    async refreshTags() {},

    async getExpiration(softTags) {
      await tags.pull(softTags);
      return Math.max(0, ...softTags.map((tag) => tagsManifest.get(tag)?.expired ?? 0));
    },

    async updateTags(revalidated, durations) {
      await tags.update(revalidated, durations);
    },
  };
}
