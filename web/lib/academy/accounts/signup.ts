import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { conflict, refused } from '../errors';
import { holdsGrant, spendVerification } from '../otp';
import { hashPassword, refuseCommonPassword } from '../passwords';
import { limits } from '../limits';
import type { SignupDetails } from '../model';
import { reserve } from '../rate-limit';
import { profile } from './profile';

const { users } = tables;
export const VERIFY_FIRST = 'Please verify your email with the OTP first';

/**
 * Creates an account for an email whose sign-up code this caller verified in the last 10 minutes: `grant` is the
 * token /api/otp/verify answered with (issue 50). The client's `isVerified` is ignored: the grant is spent in the
 * same transaction as the insert.
 */
export async function createUser(input: SignupDetails, grant: unknown, ip: string | null) {
  await refuseCommonPassword(input.password);
  await reserve([[limits.accountWritePerIp, ip]]);
  // No grant, no password hash: a stranger's attempts cost the site a lookup, not an argon2 run.
  if (!(await holdsGrant(input.email, 'signup', grant))) throw refused(VERIFY_FIRST);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    const user = await db.transaction(async (tx) => {
      if (!(await spendVerification(tx, input.email, 'signup', grant))) throw refused(VERIFY_FIRST);
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (existing) throw conflict('An account with this email already exists');
      const now = new Date();
      const [created] = await tx
        .insert(users)
        .values({
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          passwordHash,
          roleId: input.role,
          emailVerifiedAt: now,
          passwordChangedAt: now,
        })
        .returning();
      return created!;
    });
    return { ...profile(user), message: 'Account created' };
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser hears the same as above.
    if (isUniqueViolation(error)) {
      throw conflict('An account with this email already exists');
    }
    throw error;
  }
}
