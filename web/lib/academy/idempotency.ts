import 'server-only';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { detached, getDb, inRequestTransaction, tables } from '@/lib/db';
import { errorCode } from '@/lib/db/errors';

const { idempotentAnswers } = tables;

/** How long a first answer is given again; after that the key is forgotten. */
const KEEP_SECONDS = 24 * 3600;
/** A claim without an answer, left by a server from before answers were kept with their write, older than this is void. */
const ABANDONED_SECONDS = 60;
/** How long a copy waits on the first request's row lock before it looks again: under the statement bound (1.5 s). */
const LOCK_WAIT = '1s';

const keyIs = (scope: string, key: string) => and(eq(idempotentAnswers.scope, scope), eq(idempotentAnswers.key, key));

export type Once =
  | { kind: 'ran'; result: unknown }
  | { kind: 'answered'; status: number; body: unknown }
  /** The key's first request has not committed yet: look again shortly. */
  | { kind: 'running' }
  /** The key was used for another request (another fingerprint). */
  | { kind: 'other-request' };

/** Thrown inside the transaction to roll it back when another copy of the request holds or has stored the key. */
class Taken extends Error {}

/**
 * Runs `work` for `key` at most once. The key's row is inserted first in ONE transaction with everything `work`
 * writes (lib/db/request-transaction.ts) and with its answer, so the row exists exactly when the write does: a crash
 * or a lost connection before the commit leaves neither, after it both, and a retry finds the answer or writes
 * afresh. A copy that arrives while the first runs waits on the row's lock and then reads its answer ('running' if
 * the lock is held past LOCK_WAIT). A `work` that fails rolls back with the key, so sending it again is a new try.
 * `answerOf` is what is kept of the result (null: nothing can be kept; the write stays and the key is not held).
 */
export async function runOnce(
  scope: string,
  key: string,
  fingerprint: string,
  work: () => Promise<unknown>,
  answerOf: (result: unknown) => { status: number; body: unknown } | null,
): Promise<Once> {
  const db = await getDb();
  const kept = await keptAnswer(scope, key, fingerprint);
  if (kept) return kept;
  try {
    return await inRequestTransaction(db, async (tx) => {
      await tx.execute(sql`set local lock_timeout = ${sql.raw(`'${LOCK_WAIT}'`)}`);
      const taken = await tx
        .insert(idempotentAnswers)
        .values({ scope, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotentAnswers.key });
      if (taken.length === 0) throw new Taken();
      await tx.execute(sql`reset lock_timeout`);
      const result = await work();
      const answer = answerOf(result);
      if (answer) await tx.update(idempotentAnswers).set(answer).where(keyIs(scope, key));
      else await tx.delete(idempotentAnswers).where(keyIs(scope, key));
      return { kind: 'ran' as const, result };
    });
  } catch (error) {
    // 55P03: the first copy's lock was held past LOCK_WAIT.
    if (error instanceof Taken || errorCode(error) === '55P03')
      return (await keptAnswer(scope, key, fingerprint)) ?? { kind: 'running' };
    throw error;
  } finally {
    if (Math.random() < 0.02) detached(() => void forgetOld().catch(() => undefined));
  }
}

/** The stored answer for `key`, 'other-request' when it was stored for another fingerprint, or null. */
async function keptAnswer(
  scope: string,
  key: string,
  fingerprint: string,
): Promise<Exclude<Once, { kind: 'ran' }> | null> {
  const db = await getDb();
  const [row] = await db.select().from(idempotentAnswers).where(keyIs(scope, key));
  if (!row) return null;
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) return { kind: 'other-request' };
  if (row.status !== null) return { kind: 'answered', status: row.status, body: row.body };
  // A claim from an older server: its write may or may not have happened, which that server never recorded.
  const [voided] = await db
    .delete(idempotentAnswers)
    .where(
      and(
        keyIs(scope, key),
        isNull(idempotentAnswers.status),
        lt(idempotentAnswers.createdAt, sql`now() - make_interval(secs => ${ABANDONED_SECONDS})`),
      ),
    )
    .returning({ key: idempotentAnswers.key });
  return voided ? null : { kind: 'running' };
}

async function forgetOld() {
  const db = await getDb();
  await db
    .delete(idempotentAnswers)
    .where(lt(idempotentAnswers.createdAt, sql`now() - make_interval(secs => ${KEEP_SECONDS})`));
}
