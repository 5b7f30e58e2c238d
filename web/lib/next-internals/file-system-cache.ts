import { createRequire } from 'node:module';

// Next's own page and route store (the incremental cache used when next.config.ts names no `cacheHandler`): the
// shared-tags store (lib/redis/incremental-cache-handler.ts) extends it rather than re-implementing its file layout,
// its memory bound and its seed reads. Next exports neither the class nor its types. README.md, reach 4.
const require = createRequire(import.meta.url);
export const { default: FileSystemCache } =
  require('next/dist/server/lib/incremental-cache/file-system-cache') as typeof import('next/dist/server/lib/incremental-cache/file-system-cache');

export type {
  CacheHandler as IncrementalCacheHandler,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache';
