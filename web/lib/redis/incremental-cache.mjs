// next.config.ts `cacheHandler` when REDIS_URL is set, outside `next build`; plain JavaScript for the reason given in
// use-cache.mjs.
import { redisFromEnv } from './connection.ts';
import { sharedTagsIncrementalCache } from './incremental-cache-handler.ts';
import { createSharedTags } from './shared-tags.ts';

const redis = redisFromEnv();
if (!redis)
  throw new Error(
    'lib/redis/incremental-cache.mjs needs REDIS_URL and is not for `next build`: next.config.ts names it only then',
  );

export default sharedTagsIncrementalCache(createSharedTags(redis));
