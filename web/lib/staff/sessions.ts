import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, tables, type Tx } from '@/lib/db';
import { liveSession, touchSession } from '@/lib/db/live-sessions';
import { audit } from './audit';
import { hashToken, newToken } from './tokens';

const { staffMembers, staffSessions } = tables;

/** A staff session ends after 12 hours without a request; "Sign out" ends it at once. */
export const STAFF_IDLE_SECONDS = 12 * 3600;
export const STAFF_COOKIE = 'academy_staff';

export type StaffMember = Pick<tables.StaffMemberRow, 'id' | 'email' | 'role' | 'displayName'>;
export type StaffSession = { sessionId: number; member: StaffMember };

/**
 * Opens a session for a member who just signed in, with its audit row in the same transaction (`factors`: what the
 * member proved). The token goes into the httpOnly cookie only.
 */
export async function createStaffSession(staffId: number, factors: string): Promise<string> {
  const token = newToken();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({ staffId, tokenHash: hashToken(token) });
    await audit(tx, staffId, 'staff.sign-in', `staff:${staffId}`, { factors });
  });
  return token;
}

/** The live session behind a cookie value: not revoked, used within 12 hours, its member not disabled. */
export async function staffSession(token: string | undefined): Promise<StaffSession | null> {
  if (!token || !/^[\w-]{43}$/.test(token)) return null;
  const now = Date.now();
  const db = await getDb();
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastUsedAt: staffSessions.lastUsedAt,
      id: staffMembers.id,
      email: staffMembers.email,
      displayName: staffMembers.displayName,
      role: staffMembers.role,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffSessions.staffId, staffMembers.id))
    .where(and(liveSession(staffSessions, hashToken(token), STAFF_IDLE_SECONDS, now), isNull(staffMembers.disabledAt)))
    .limit(1);
  if (!row) return null;
  await touchSession(db, staffSessions, { id: row.sessionId, lastUsedAt: row.lastUsedAt }, now);
  return {
    sessionId: row.sessionId,
    member: { id: row.id, email: row.email, role: row.role, displayName: row.displayName },
  };
}

/** Sign out: the session ends at once, with its audit row. */
export async function signOut({ sessionId, member }: StaffSession) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    await audit(tx, member.id, 'staff.sign-out', `staff:${member.id}`);
  });
}

/** Ends every live session of a member at once: a new password, or the member disabled. */
export async function endMemberSessions(tx: Tx, staffId: number) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
