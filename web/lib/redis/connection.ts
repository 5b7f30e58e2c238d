import Redis from 'ioredis';
import { globalSingleton } from '../global-singletons.ts';

/**
 * The one Redis connection of a server process, shared by the cache handlers (next.config.ts). Redis is a cache
 * here, never the source of truth: while it cannot be reached the handlers serve uncached, so the site keeps
 * answering from the database. An outage is logged once when it starts and once when it ends.
 */

// How long opening the connection may take (REDIS_CONNECT_TIMEOUT_MS, lib/env.ts), which is also how long the first
// request waits for it at start; later requests never wait for a reconnect.
const DEFAULT_CONNECT_WAIT_MS = 1_000;
// A command that has not answered by then counts as a failure, so a hung Redis cannot hang a page.
const COMMAND_TIMEOUT_MS = 1_000;

export type RedisConnection = {
  /** The client when Redis is connected now, else null: the caller serves without the shared cache. Never waits. */
  ready(): Redis | null;
  /** As `ready`, but the first call waits (briefly) for the connection the process opens at start. */
  client(): Promise<Redis | null>;
  /** A key in this site's namespace (REDIS_KEY_PREFIX), so several sites or test runs can share one Redis. */
  key(name: string): string;
  /** Reports a failed command; only the first failure of an outage is logged. */
  failed(what: string, error: unknown): void;
  /** Closes the connection, if one was opened (tests; a server's process ends with it). */
  close(): void;
};

/**
 * This process's connection when REDIS_URL is set (validated in lib/env.ts), else null. `next build` never connects:
 * what it prerenders is kept in the build output, and Redis need not be reachable from the build machine
 * (next.config.ts names the handlers only outside the build; the phase check is for anything else that asks).
 * Next imports the handler files from more than one place (the server and each route's runtime), which can give
 * this module more than one instance; the connection is one per process (lib/global-singletons.ts).
 */
export function redisFromEnv(): RedisConnection | null {
  return globalSingleton('redisConnection', () => {
    const url = process.env.REDIS_URL;
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    const connectWaitMs = Number(process.env.REDIS_CONNECT_TIMEOUT_MS) || DEFAULT_CONNECT_WAIT_MS;
    return url && !building ? connectRedis(url, process.env.REDIS_KEY_PREFIX || 'academy:', connectWaitMs) : null;
  });
}

export function connectRedis(url: string, prefix: string, connectWaitMs = DEFAULT_CONNECT_WAIT_MS): RedisConnection {
  let healthy = true;
  const failed = (what: string, error: unknown) => {
    if (!healthy) return;
    healthy = false;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    console.warn(
      `[redis] ${what} failed (${reason}); pages are served without the shared cache until Redis answers again`,
    );
  };

  // ioredis writes a command to the socket as it is called (node-redis waits for setImmediate), so the revalidation
  // that a write's route handler records leaves before the handler's answer does: the next request, to any instance,
  // sees it. Commands fail at once while disconnected instead of queueing; the client reconnects by itself.
  // Opened on first use, not on import: Next also bundles the page-cache handler into the proxy, which never reads it.
  let opened: { client: Redis; firstWait: Promise<void> } | undefined;
  const open = () => {
    if (opened) return opened;
    const client = new Redis(url, {
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: connectWaitMs,
      maxRetriesPerRequest: 1,
    });
    // Without a listener a socket error would crash the process.
    client.on('error', (error) => failed('the connection', error));
    client.on('ready', () => {
      if (healthy) return;
      healthy = true;
      console.warn('[redis] connected again; the shared cache is back in use');
    });
    const firstWait = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, connectWaitMs).unref();
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', settle);
      client.once('error', settle);
    });
    return (opened = { client, firstWait });
  };
  const ready = () => {
    const { client } = open();
    return client.status === 'ready' ? client : null;
  };

  return {
    ready,
    async client() {
      await open().firstWait;
      return ready();
    },
    key: (name) => prefix + name,
    failed,
    close: () => opened?.client.disconnect(),
  };
}
