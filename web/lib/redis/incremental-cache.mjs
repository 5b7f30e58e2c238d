// next.config.ts `cacheHandler` when REDIS_URL is set; plain JavaScript for the reason given in use-cache.mjs.
import { createRequire } from 'node:module';
import { redisFromEnv } from './connection.ts';
import { sharedTagsIncrementalCache } from './incremental-cache-handler.ts';
import { createSharedTags } from './shared-tags.ts';

const redis = redisFromEnv();
// During `next build` (no connection) it is Next's own file-system cache.
const { default: FileSystemCache } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache');

export default redis ? sharedTagsIncrementalCache(createSharedTags(redis)) : FileSystemCache;
