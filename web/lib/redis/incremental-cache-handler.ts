import {
  FileSystemCache,
  type CacheHandlerValue,
  type IncrementalCacheHandler,
} from '../next-internals/file-system-cache.ts';
import type { SharedTags } from './shared-tags';

type GetArgs = Parameters<IncrementalCacheHandler['get']>;

/**
 * The cache of rendered pages, route answers and fetches (next.config.ts `cacheHandler`): Next's own file-system
 * cache, with each instance keeping its own copies, but with the tags shared. Before Next checks an entry's tags
 * against its in-process manifest, this brings in the revalidations other instances made of those tags, so a page
 * whose data was revalidated anywhere is rendered afresh here on the next request. When Redis cannot say, a tagged
 * entry is treated as a miss and rendered anew.
 */
export function sharedTagsIncrementalCache(tags: SharedTags) {
  return class SharedTagsIncrementalCache extends FileSystemCache {
    async get(...args: GetArgs) {
      const data = await super.get(...args);
      if (!data) return data;
      return (await tags.pull(tagsOf(data, args[1]))) ? data : null;
    }
  };
}

/** A page's or route's tags travel in its x-next-cache-tags header; a fetch's in its context. */
function tagsOf({ value }: CacheHandlerValue, ctx: GetArgs[1]): string[] {
  const header = value && 'headers' in value ? value.headers?.['x-next-cache-tags'] : undefined;
  const tags = typeof header === 'string' && header ? header.split(',') : [];
  if ('tags' in ctx) tags.push(...(ctx.tags ?? []), ...(ctx.softTags ?? []));
  return [...new Set(tags)];
}
