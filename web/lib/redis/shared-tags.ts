import { recordRevalidation, tagsManifest, type TagManifestEntry } from '../next-internals/tags-manifest.ts';
import type { RedisConnection } from './connection';

export type SharedTags = {
  /** Records a revalidation (revalidateTag, revalidatePath, updateTag) in this process and for every instance. */
  update(tags: string[], durations?: { expire?: number }): Promise<void>;
  /**
   * Brings other instances' revalidations of these tags into this process, so Next's own staleness checks see them
   * on this very request. False when Redis cannot say: the caller must then treat its entry as unknown.
   */
  pull(tags: readonly string[]): Promise<boolean>;
};

/** Tag revalidation times shared through one Redis hash, field = tag, value = the manifest entry as JSON. */
export function createSharedTags(redis: RedisConnection): SharedTags {
  const hash = redis.key('tags');
  return {
    async update(tags, durations) {
      if (tags.length === 0) return;
      // Times on the wall clock that every instance shares, since they are compared with entries others wrote.
      const entries = Object.fromEntries(
        Object.entries(recordRevalidation(tags, durations)).map(([tag, entry]) => [tag, JSON.stringify(entry)]),
      );
      // No await before the write: it must leave before the answer of the request that revalidated (connection.ts).
      const client = redis.ready() ?? (await redis.client());
      if (!client) return;
      try {
        await client.hset(hash, entries);
      } catch (error) {
        redis.failed('recording a revalidation', error);
      }
    },

    async pull(tags) {
      if (tags.length === 0) return true;
      const client = await redis.client();
      if (!client) return false;
      let stored: (TagManifestEntry | null)[];
      try {
        stored = (await client.hmget(hash, ...tags)).map((json) =>
          json ? (JSON.parse(json) as TagManifestEntry) : null,
        );
      } catch (error) {
        redis.failed('reading tag revalidations', error);
        return false;
      }
      stored.forEach((remote, i) => remote && merge(tags[i]!, remote));
      return true;
    },
  };
}

/** The later of the two records wins, field by field, so a revalidation known only here is never lost. */
function merge(tag: string, remote: TagManifestEntry) {
  const local = tagsManifest.get(tag) ?? {};
  const later = (a?: number, b?: number) => (a === undefined ? b : b === undefined ? a : Math.max(a, b));
  tagsManifest.set(tag, { stale: later(local.stale, remote.stale), expired: later(local.expired, remote.expired) });
}
