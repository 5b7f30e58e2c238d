import type { Pool, PoolClient } from 'pg';
import { isDatabaseUnavailable, markDatabaseDown, markDatabaseUp } from './availability';

/**
 * How long the app's calls wait on PostgreSQL. A server that accepts connections and never answers would otherwise
 * hold every request (and the pool) for ever. `connectMs` bounds a new connection's handshake and a call's wait for
 * a free connection of the pool; `queryMs` bounds each statement on both sides: the client gives up waiting
 * (`query_timeout`) and the server cancels it (`statement_timeout`).
 */
export type PoolTimeouts = { connectMs: number; queryMs: number };

export const POOL_SIZE = 10;

/**
 * The pool the app's calls share. Every failure that says the database is away marks it down (./availability.ts),
 * and every answer marks it up. A pool that is merely busy (a call waited its whole bound for a free connection) is
 * not an outage: that call fails with 503 and the others go on.
 */
export async function openPool(url: string, timeouts?: PoolTimeouts): Promise<Pool> {
  const pg = await import('pg');

  /** A connection whose statement timed out is dropped: its socket may still be waiting on the lost answer. */
  class GuardedClient extends pg.Client {
    constructor(config: ConstructorParameters<typeof pg.Client>[0]) {
      super(config);
      // pg emits 'error' on a checked-out connection that fails between statements; unheard, it would end the process.
      this.on('error', reportFailure);
    }

    override query(...args: unknown[]): never {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.dropAfterTimeout(error));
      return result as never;
    }

    dropAfterTimeout(error: unknown) {
      if (error instanceof Error && error.message === 'Query read timeout')
        (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }

  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    Client: GuardedClient as unknown as typeof pg.Client,
    keepAlive: true,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs,
      statement_timeout: timeouts.queryMs,
    }),
  });
  // An idle connection that fails (the server restarted, the network dropped) is removed by the pool; unheard, the
  // pool's 'error' event would end the process.
  pool.on('error', reportFailure);

  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    return watch(query(...args) as Promise<unknown>);
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  pool.connect = ((...args: unknown[]) =>
    args.length ? (connect as (...a: unknown[]) => unknown)(...args) : watch(connect())) as typeof pool.connect;
  return pool;
}

async function watch<T>(call: Promise<T>): Promise<T> {
  try {
    const result = await call;
    markDatabaseUp();
    return result;
  } catch (error) {
    reportFailure(error);
    throw error;
  }
}

/** Marks the database down when the failure says it is away; a statement cancelled for its time, or a busy pool, does not. */
function reportFailure(error: unknown) {
  if (!isDatabaseUnavailable(error)) return;
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown }).code;
  if (code === '57014' || message === 'timeout exceeded when trying to connect') return;
  markDatabaseDown(error);
}
