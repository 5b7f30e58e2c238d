import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb, tables, type Db, type Tx } from '@/lib/db';
import { conflict, limited } from './errors';

const { throttles } = tables;

/**
 * `limit` requests per `windowSeconds`, refilled smoothly: one more every windowSeconds / limit. `allowance` (at
 * most `limit`): a view of the same budget (same name, same count) that may only spend it down to `limit -
 * allowance` left, keeping the rest for the requests that use the full view.
 */
export type Budget = {
  kind: 'budget';
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
  allowance?: number;
  /** 'conflict': a refusal means "done already" (a 409), not "wait" (a 429 with Retry-After). */
  refusal?: 'conflict';
};
/**
 * A growing delay: `free` attempts cost nothing, then each further one must wait base, 2 x base, 4 x base ...
 * seconds, never more than cap. Forgotten after `forgetSeconds` without an attempt (or by forget()).
 */
export type Backoff = {
  kind: 'backoff';
  name: string;
  free: number;
  baseSeconds: number;
  capSeconds: number;
  forgetSeconds: number;
  message: string;
};
export type Limiter = Budget | Backoff;

const keyOf = (limiter: Limiter, subject: string) => `${limiter.name}:${subject}`;
// The time of reading, not now(): that is when the transaction began, which for a request that queued on a
// key's row lags by the wait, and would make its delays short and its Retry-After long.
const NOW = sql`clock_timestamp()`;
const seconds = (value: unknown) => sql`make_interval(secs => ${value}::float8)`;
const interval = (budget: Budget) => budget.windowSeconds / budget.limit;
const allowanceOf = (budget: Budget) => Math.min(budget.limit, budget.allowance ?? budget.limit);

/** The wait a backoff imposes after its n-th attempt (n counted from 1). */
export const delayAfter = (backoff: Backoff, n: number) =>
  n < backoff.free ? 0 : Math.min(backoff.capSeconds, backoff.baseSeconds * 2 ** Math.min(30, n - backoff.free));

/**
 * Counts one request under `limiter` if it is allowed now, in ONE statement: an upsert whose update only
 * happens when the row's condition holds. PostgreSQL locks the key's row for the update and re-checks the
 * condition against the newest version, so concurrent requests queue on the row and exactly the allowed number
 * get through. Budgets use GCRA (free_at is the theoretical arrival time); backoffs count attempts and keep
 * free_at as the end of the current delay. Returns whether the request was counted.
 */
async function take(tx: Tx, limiter: Limiter, key: string): Promise<boolean> {
  const stale = sql`${throttles.expiresAt} <= ${NOW}`;
  if (limiter.kind === 'budget') {
    const step = interval(limiter);
    const next = sql`greatest(${throttles.freeAt}, ${NOW}) + ${seconds(step)}`;
    const rows = await tx
      .insert(throttles)
      .values({ key, hits: 1, freeAt: sql`${NOW} + ${seconds(step)}`, expiresAt: sql`${NOW} + ${seconds(step)}` })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          hits: sql`case when ${stale} then 1 else least(${throttles.hits}, 1000000000) + 1 end`,
          freeAt: next,
          expiresAt: next,
        },
        setWhere: sql`${throttles.freeAt} <= ${NOW} + ${seconds((allowanceOf(limiter) - 1) * step)}`,
      })
      .returning({ key: throttles.key });
    return rows.length > 0;
  }
  const n = sql`(case when ${stale} then 1 else least(${throttles.hits}, 1000) + 1 end)`;
  const delay = sql`(case when ${n} < ${limiter.free} then 0
    else least(${limiter.capSeconds}::float8, ${limiter.baseSeconds}::float8 * power(2, least(30, ${n} - ${limiter.free}))) end)`;
  const first = delayAfter(limiter, 1);
  const rows = await tx
    .insert(throttles)
    .values({
      key,
      hits: 1,
      freeAt: sql`${NOW} + ${seconds(first)}`,
      expiresAt: sql`${NOW} + ${seconds(first + limiter.forgetSeconds)}`,
    })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: n,
        freeAt: sql`${NOW} + ${seconds(delay)}`,
        expiresAt: sql`${NOW} + ${seconds(sql`${delay} + ${limiter.forgetSeconds}`)}`,
      },
      setWhere: sql`${stale} or ${throttles.freeAt} <= ${NOW}`,
    })
    .returning({ key: throttles.key });
  return rows.length > 0;
}

/** Seconds from now to `key`'s free_at: how far ahead a budget has been spent, or what is left of a delay. */
async function secondsAhead(runner: Tx | Db, key: string): Promise<number> {
  const [row] = await runner
    .select({ ahead: sql<number>`extract(epoch from ${throttles.freeAt} - ${NOW})::float8` })
    .from(throttles)
    .where(eq(throttles.key, key));
  return Number(row?.ahead ?? 0);
}

/** Seconds until `limiter` would count a request for `key` again (only read to word a refusal). */
async function waitFor(tx: Tx, limiter: Limiter, key: string): Promise<number> {
  const tolerance = limiter.kind === 'budget' ? (allowanceOf(limiter) - 1) * interval(limiter) : 0;
  return (await secondsAhead(tx, key)) - tolerance;
}

/**
 * Counts one request under every [limiter, subject] pair, all or none: they run in one transaction, in the
 * order given, and the first refusal rolls back the ones before it and throws a 429 with its message and a
 * Retry-After. A refused request is not counted, so knocking on a closed door never makes the wait longer.
 * A null subject (e.g. an unknown client address) is not limited by that pair.
 */
export async function reserve(checks: ReadonlyArray<readonly [Limiter, string | null]>): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const [limiter, subject] of checks) {
      if (subject === null) continue;
      const key = keyOf(limiter, subject);
      if (await take(tx, limiter, key)) continue;
      if (limiter.kind === 'budget' && limiter.refusal === 'conflict') throw conflict(limiter.message);
      throw limited(limiter.message, await waitFor(tx, limiter, key));
    }
  });
  // Rows of keys nobody uses any more (every address a sprayer tried) mean nothing once expired; sweep now and then.
  if (Math.random() < 0.02)
    void db
      .delete(throttles)
      .where(lt(throttles.expiresAt, NOW))
      .catch(() => {});
}

/** How much of `budget` is spent for `subject` right now, from 0 (all of it left) to 1 (none left). */
export async function budgetSpent(budget: Budget, subject: string): Promise<number> {
  const ahead = await secondsAhead(await getDb(), keyOf(budget, subject));
  return Math.min(1, Math.max(0, ahead / budget.windowSeconds));
}

/** Drops what `limiter` remembers for `subject` (a successful login clears its account's delay). */
export async function forget(limiter: Limiter, subject: string): Promise<void> {
  const db = await getDb();
  await db.delete(throttles).where(eq(throttles.key, keyOf(limiter, subject)));
}

/** Gives back one request counted under a budget (a login that succeeded was not a failure). */
export async function refund(budget: Budget, subject: string | null): Promise<void> {
  if (subject === null) return;
  const db = await getDb();
  const back = sql`${throttles.freeAt} - ${seconds(interval(budget))}`;
  await db
    .update(throttles)
    .set({ freeAt: back, expiresAt: back })
    .where(eq(throttles.key, keyOf(budget, subject)));
}
