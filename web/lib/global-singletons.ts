/**
 * Every value this server keeps once per process, named in one place with why it must be one. Next loads a module
 * once per bundle that holds it (the proxy's, each App Router route's, the Pages Router's; the cache handlers that
 * Node itself imports; again on each dev reload), so a value kept at module level would be one per copy. These are
 * kept on globalThis instead, each under `Symbol.for('academy.<name>')`. The name says where it is used.
 * It imports nothing, so every layer and every bundle may load it.
 */
export const GLOBAL_SINGLETONS = {
  db: 'lib/db/index.ts: the one database connection and its reconnect timer (PGlite allows one per database)',
  dbState: 'lib/db/availability.ts: whether the database answers, reported by routes and read by the proxy',
  requestTx: 'lib/db/request-transaction.ts: the transaction a request holds, seen by every route bundle',
  redisConnection:
    'lib/redis/connection.ts: the Redis connection shared by both cache handlers, or null without REDIS_URL',
  revalidations: 'lib/cache/revalidation-epoch.ts: the count of tag revalidations; the manifest is wrapped once',
  lookups:
    "lib/page-cache/catalogue-lookups.ts: the proxy's remembered catalogue addresses, forgotten by route handlers",
  storedCopies: "lib/page-cache/stored-copies.ts: the proxy's gzipped page copies, served by pages/api/stored-page.ts",
  innerSecret: "lib/page-cache/inner-render.ts: the header secret of the proxy's own requests to the app",
  draftModeId: 'lib/page-cache/draft-mode-cookie.ts: the draft-mode id learnt by the enable route, read by the proxy',
  rememberedReads: 'lib/http/remembered-reads.ts: the serialized API answers kept between requests',
  mailWorkers: 'lib/mail/worker.ts: the outbox workers, started once per process',
  mailWake: 'lib/mail/queue.ts: how to wake the workers when a route bundle queues a mail',
  smtp: 'lib/mail/transport.ts: the one pooled SMTP transport',
  mailSender: "lib/mail/sender.ts: how the site settings' sender is read (set at start), and its copy",
  digestTimer: 'lib/academy/inbox.ts: the pending inbox digest, so a flood schedules one',
  dueDigests: "lib/staff/due-digest.ts: the morning digest's timer, started once, and the last day it was queued",
  searchLog: 'lib/academy/search/search-log.ts: the search counts not yet written, added to by proxy and routes',
  searchIndex: 'lib/academy/search/search-index.ts: the search index per database handle',
  signingKey: 'lib/academy/signing-key.ts: the per-process signing key used when AUTH_SECRET is not set',
  paymentsSandbox: 'lib/payments-sandbox/store.ts: the sandbox orders, payments and webhooks all its routes share',
} as const;

export type GlobalSingletonName = keyof typeof GLOBAL_SINGLETONS;

/** This process's `name`, made by `create` on first use (a `null` or `undefined` made is kept as made). */
export function globalSingleton<T>(name: GlobalSingletonName, create: () => T): T {
  const key = Symbol.for(`academy.${name}`);
  const store = globalThis as unknown as Record<symbol, T>;
  if (!(key in store)) store[key] = create();
  return store[key];
}
