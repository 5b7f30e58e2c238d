// next.config.ts `cacheHandlers.default` when REDIS_URL is set, outside `next build`. Next loads this file with
// Node's own import(), not through its bundler, so it is plain JavaScript that wires up the TypeScript modules beside
// it (Node 24 strips their types); the logic and its types live there.
import { redisFromEnv } from './connection.ts';
import { createSharedTags } from './shared-tags.ts';
import { createRedisCacheHandler } from './use-cache-handler.ts';

const redis = redisFromEnv();
if (!redis)
  throw new Error(
    'lib/redis/use-cache.mjs needs REDIS_URL and is not for `next build`: next.config.ts names it only then',
  );

export default createRedisCacheHandler(redis, createSharedTags(redis));
