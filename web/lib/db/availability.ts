import { globalSingleton } from '../global-singletons';

/**
 * Whether the database answers, as this process last saw it. A call that cannot reach the database (refused, timed
 * out, cut) marks it down; while it is down, calls fail at once instead of each waiting out its own timeout, and one
 * probe a second (lib/db/index.ts) finds it back. One per process (lib/global-singletons.ts): the proxy reads it (to
 * answer a page that needs the database with 503 without waiting on it) and is bundled apart from the routes that report it.
 */
type State = { down: boolean; since: number; reason: string; onDown?: () => void };

const state = globalSingleton('dbState', (): State => ({ down: false, since: 0, reason: '' }));

/** How long a client is told to wait before trying again while the database is away (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
/** What a client is told meanwhile: the API's JSON error, GraphQL's error message. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';

/** The database cannot be reached now: what calls made meanwhile fail with. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(reason: string) {
    super(`The database cannot be reached (${reason})`);
    this.name = 'DatabaseUnavailableError';
  }
}

export const databaseIsDown = (): boolean => state.down;

/** A call failed for want of the database; the first failure of an outage is logged and starts the probes. */
export function markDatabaseDown(error: unknown): void {
  if (state.down) return;
  state.down = true;
  state.since = Date.now();
  state.reason = describe(error);
  console.warn(`[db] unavailable: ${state.reason}; calls fail at once with 503 until it answers again`);
  state.onDown?.();
}

/** Called each time the database goes down: lib/db/index.ts tries it until it is back. One hook: every bundle's copy sets the same. */
export function onDatabaseDown(hook: () => void): void {
  state.onDown = hook;
}

/** A call succeeded. */
export function markDatabaseUp(): void {
  if (!state.down) return;
  state.down = false;
  console.info(`[db] available again after ${((Date.now() - state.since) / 1000).toFixed(1)} s`);
}

/** The error a call gets while the database is known to be down. */
export const downError = () => new DatabaseUnavailableError(state.reason || 'it did not answer');

// Socket failures, pg's own timeouts, and PostgreSQL's "cannot connect now", "admin shutdown", connection failures
// and a statement cancelled by statement_timeout.
const CODES = new Set([
  'DB_UNAVAILABLE',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** Whether an error (or one it wraps: Drizzle and pg wrap the socket's) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, cause, errors, message } = error as {
    code?: unknown;
    cause?: unknown;
    errors?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string' && CODES.has(code)) return true;
  if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Whether a failure is the database's absence: the error says so, or it came while the database is known to be down
 * (the failing call marks it down before it throws). A read inside 'use cache' reaches its caller as Next's own
 * error, the original not kept, so then only the state says why. The one test the HTTP answers (lib/http/respond.ts)
 * and the pages (app/_lib/failed-read.ts) use to choose 503.
 */
export const failedForWantOfDatabase = (error: unknown): boolean => isDatabaseUnavailable(error) || databaseIsDown();

/** The innermost message: pg and Drizzle wrap the socket error that says what actually went wrong. */
export function describe(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth += 1) current = current.cause;
  if (current instanceof AggregateError && current.errors[0] instanceof Error) current = current.errors[0];
  return current instanceof Error
    ? current.message || (current as { code?: string }).code || current.name
    : String(current);
}
