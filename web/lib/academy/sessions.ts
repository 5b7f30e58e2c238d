import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { liveSession, touchSession } from '@/lib/db/live-sessions';
import { env } from '@/lib/env';
import { unauthenticated } from './errors';

const { sessions, users } = tables;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque bearer token (256 random bits); only its hash is stored. */
export async function createSession(userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + env.SESSION_MAX_SECONDS * 1000),
  });
  return token;
}

export const bearerToken = (request: Request) =>
  /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/i.exec(request.headers.get('authorization')?.trim() ?? '')?.[1];

export type Authenticated = { sessionId: number; user: tables.UserRow };

/**
 * The session behind the request's `Authorization: Bearer` header, or null when there is none or it is unknown,
 * revoked, past its absolute lifetime or idle for longer than SESSION_IDLE_SECONDS.
 */
export async function authenticate(request: Request): Promise<Authenticated | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const now = Date.now();
  const db = await getDb();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(
      and(
        liveSession(sessions, hashToken(token), env.SESSION_IDLE_SECONDS, now),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  await touchSession(db, sessions, row.session, now);
  return { sessionId: row.session.id, user: row.user };
}

/** Like authenticate, but a missing or dead token is a 401. */
export async function requireSession(request: Request): Promise<Authenticated> {
  const auth = await authenticate(request);
  if (!auth)
    throw unauthenticated(bearerToken(request) ? 'Your session has expired. Please log in again.' : 'Please log in');
  return auth;
}

export async function revokeSession(sessionId: number) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

type Executor = Pick<Awaited<ReturnType<typeof getDb>>, 'update'>;

/** Ends every live session of a user (password reset). */
export async function revokeUserSessions(db: Executor, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Housekeeping for long-dead rows; called opportunistically at login. */
export async function pruneSessions() {
  const db = await getDb();
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
}
