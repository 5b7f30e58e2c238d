// next.config.ts `cacheHandlers.default` when REDIS_URL is set. Next loads this file with Node's own import(), not
// through its bundler, so it is plain JavaScript that wires up the TypeScript modules beside it (Node 24 strips their
// types); the logic and its types live there.
import { createRequire } from 'node:module';
import { redisFromEnv } from './connection.ts';
import { createSharedTags } from './shared-tags.ts';
import { createRedisCacheHandler } from './use-cache-handler.ts';

const redis = redisFromEnv();
// During `next build` (no connection) the handler is Next's own in-memory one, at Next's default size.
const { createDefaultCacheHandler } = createRequire(import.meta.url)('next/dist/server/lib/cache-handlers/default');

export default redis ? createRedisCacheHandler(redis, createSharedTags(redis)) : createDefaultCacheHandler(50 * 1024 * 1024);
