import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { ForgotPassword } from '@/lib/validation/forgot-password';
import { refused } from '../errors';
import { holdsGrant, spendVerification } from '../otp';
import { hashPassword, refuseCommonPassword } from '../passwords';
import { limits } from '../limits';
import { reserve } from '../rate-limit';
import { revokeUserSessions } from '../sessions';
import { VERIFY_FIRST } from './signup';

const { users } = tables;

/**
 * Sets a new password for an email whose reset code this caller verified (`grant`, issue 50: someone polling the
 * reset for the same email meanwhile holds no grant), and ends all of that user's sessions. The
 * answer is the same whether or not the email has an account (the OTP step does not tell either).
 */
export async function resetPassword(input: ForgotPassword, grant: unknown, ip: string | null) {
  await refuseCommonPassword(input.password);
  await reserve([[limits.accountWritePerIp, ip]]);
  // No grant, no password hash: a stranger's attempts cost the site a lookup, not an argon2 run.
  if (!(await holdsGrant(input.email, 'reset-password', grant))) throw refused(VERIFY_FIRST);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await spendVerification(tx, input.email, 'reset-password', grant))) throw refused(VERIFY_FIRST);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(users.email, input.email))
      .returning({ id: users.id });
    if (user) await revokeUserSessions(tx, user.id);
  });
  return { message: 'If an account exists for this email, its password has been changed. Please log in.' };
}
