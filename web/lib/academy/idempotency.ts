import 'server-only';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';

const { idempotentAnswers } = tables;

/** How long a first answer is given again; after that the key is forgotten. */
const KEEP_SECONDS = 24 * 3600;
/** A first request that has not answered after this long was lost with its process: the key may be taken again. */
const ABANDONED_SECONDS = 60;

const keyIs = (scope: string, key: string) => and(eq(idempotentAnswers.scope, scope), eq(idempotentAnswers.key, key));

export type Claim = { kind: 'mine' } | { kind: 'answered'; status: number; body: unknown } | { kind: 'running' };

/**
 * Takes `key` for this request in one statement, so of 50 copies sent at once exactly one runs: 'mine' (go on and
 * record the answer), 'answered' (the first copy's answer, to give again) or 'running' (the first is not done).
 */
export async function claim(scope: string, key: string): Promise<Claim> {
  const db = await getDb();
  const [taken] = await db.insert(idempotentAnswers).values({ scope, key }).onConflictDoNothing().returning({ key: idempotentAnswers.key });
  if (taken) {
    if (Math.random() < 0.02) void db.delete(idempotentAnswers).where(lt(idempotentAnswers.createdAt, sql`now() - make_interval(secs => ${KEEP_SECONDS})`)).catch(() => {});
    return { kind: 'mine' };
  }
  const [row] = await db.select().from(idempotentAnswers).where(keyIs(scope, key));
  if (row?.status != null) return { kind: 'answered', status: row.status, body: row.body };
  const [retaken] = await db
    .update(idempotentAnswers)
    .set({ createdAt: sql`now()` })
    .where(and(keyIs(scope, key), isNull(idempotentAnswers.status), lt(idempotentAnswers.createdAt, sql`now() - make_interval(secs => ${ABANDONED_SECONDS})`)))
    .returning({ key: idempotentAnswers.key });
  return retaken ? { kind: 'mine' } : { kind: 'running' };
}

/** Records the answer of the request that claimed `key`. */
export async function recordAnswer(scope: string, key: string, status: number, body: unknown): Promise<void> {
  const db = await getDb();
  await db.update(idempotentAnswers).set({ status, body }).where(keyIs(scope, key));
}

/** Frees `key` after its request failed: sending it again is a new attempt. */
export async function release(scope: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(idempotentAnswers).where(and(keyIs(scope, key), isNull(idempotentAnswers.status)));
}
