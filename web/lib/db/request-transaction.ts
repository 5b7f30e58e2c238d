import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './database';
import { globalSingleton } from '../global-singletons';

type Held = { tx: Tx | null; afterCommit: Array<() => void> };
// One per process like the database itself (index.ts): every route bundle must see the one a request holds.
const store = globalSingleton('requestTx', () => new AsyncLocalStorage<Held>());

/**
 * Runs `work` in one transaction of `db` that every getDb() inside it returns, so all that `work` writes (its own
 * transactions become savepoints) commits or rolls back with what the caller writes beside it: a keyed write and
 * its kept answer (lib/academy/idempotency.ts). On PGlite, which has one connection, it is also what keeps a read
 * inside `work` from waiting for the transaction it is part of.
 */
export async function inRequestTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const held: Held = { tx: null, afterCommit: [] };
  const result = await db.transaction(async (tx) => {
    held.tx = tx;
    try {
      return await store.run(held, () => work(tx));
    } finally {
      // A timer or promise started inside `work` that outlives it gets the database again, not a finished transaction.
      held.tx = null;
    }
  });
  for (const then of held.afterCommit) then();
  return result;
}

/**
 * Runs `then` once what the request wrote is committed: at once outside a held transaction, else after its commit
 * (and never if it rolls back). For telling caches to read again: before the commit they would read the old rows.
 */
export function afterCommit(then: () => void): void {
  const held = store.getStore();
  if (held?.tx) held.afterCommit.push(then);
  else then();
}

/** The transaction the current request writes through, if inRequestTransaction holds one. */
export const heldTransaction = (): Tx | null => store.getStore()?.tx ?? null;

/**
 * Runs `work`, whose failure its caller catches and goes on, in a savepoint when a transaction is held: a statement
 * that fails there would otherwise leave the whole transaction refusing every statement after it. Elsewhere as is.
 */
export function mayFail<T>(work: () => Promise<T>): Promise<T> {
  const held = heldTransaction();
  return held ? held.transaction(() => work()) : work();
}

/**
 * Runs `start` outside any held transaction: for work a request only sets going (a mail worker woken, a digest
 * scheduled), which must read what has been committed rather than join the request's transaction.
 */
export const detached = <T>(start: () => T): T => store.exit(start);
