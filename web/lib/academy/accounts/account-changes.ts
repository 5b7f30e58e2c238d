import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import type { UserRow } from '@/lib/db/schema';
import type { PasswordChange, Profile } from '@/lib/validation/account';
import { conflict, refused } from '../errors';
import { throwFields } from '../input';
import { limits } from '../limits';
import { spendVerification } from '../otp';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../passwords';
import { forget, reserve } from '../rate-limit';
import { revokeUserSessions } from '../sessions';
import { profile } from './profile';

const { sessions, users } = tables;

const EMAIL_TAKEN = 'An account with this email already exists';

/** Name and phone, with sign-up's rules (the schema checked them). */
export async function updateProfile(userId: number, change: Profile) {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({ fullName: change.FullName, phone: change.phonenumber })
    .where(eq(users.id, userId))
    .returning();
  return profile(user!);
}

/**
 * Moves the account to a new email whose change-email code this caller verified (`grant`, issue 50): the grant is spent
 * in the same transaction, and the unique index settles two accounts racing for one address.
 */
export async function changeEmail(userId: number, email: string, grant: unknown) {
  const db = await getDb();
  try {
    const user = await db.transaction(async (tx) => {
      if (!(await spendVerification(tx, email, 'change-email', grant)))
        throw refused('Please verify the new email with the OTP first');
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      if (taken) throw conflict(EMAIL_TAKEN);
      const [changed] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return changed!;
    });
    return profile(user);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * A new password for someone who knows the current one. Wrong guesses count against the account's login delay, so a
 * stolen session cannot try passwords faster than the login form. Every other session of the account ends.
 */
export async function changePassword(user: UserRow, sessionId: number, change: PasswordChange) {
  await refuseCommonPassword(change.password);
  await reserve([[limits.loginPerAccount, user.email]]);
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    throwFields({ currentPassword: 'The current password is incorrect' });
  }
  await forget(limits.loginPerAccount, user.email);
  const passwordHash = await hashPassword(change.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
  });
  return { message: 'Password changed. You are still logged in here; other devices were logged out.' };
}

/** Ends every session of the account, this one included. */
export async function signOutEverywhere(userId: number) {
  const db = await getDb();
  await revokeUserSessions(db, userId);
  return { message: 'Logged out everywhere' };
}
