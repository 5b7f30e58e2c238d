import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './database';
import type { sessions, staffSessions } from './schema';

// Learners' bearer sessions and members' staff cookies live and idle out alike.
type SessionTable = typeof sessions | typeof staffSessions;

/** Refreshing last_used_at at most once a minute keeps signed-in requests from writing on every request. */
const TOUCH_EVERY_MS = 60_000;

/** The session a token's hash names, if it is not revoked and was used within `idleSeconds` before `now`. */
export const liveSession = (table: SessionTable, tokenHash: string, idleSeconds: number, now: number) =>
  and(
    eq(table.tokenHash, tokenHash),
    isNull(table.revokedAt),
    gt(table.lastUsedAt, new Date(now - idleSeconds * 1000)),
  );

/**
 * Marks a live session used at `now`, from when its idle limit counts again; one marked within the last minute is
 * left as it is.
 */
export async function touchSession(
  db: Db,
  table: SessionTable,
  session: { id: number; lastUsedAt: Date },
  now: number,
): Promise<void> {
  if (now - session.lastUsedAt.getTime() <= TOUCH_EVERY_MS) return;
  await db
    .update(table)
    .set({ lastUsedAt: new Date(now) })
    .where(eq(table.id, session.id));
}
