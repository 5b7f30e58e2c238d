import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Login } from '@/lib/validation/login';
import { unauthenticated } from '../errors';
import { limits } from '../limits';
import { decoyHash, verifyPassword } from '../passwords';
import { forget, refund, reserve } from '../rate-limit';
import type { LoginSession } from '../model';
import { createSession, pruneSessions } from '../sessions';

const { users } = tables;

/**
 * Checks credentials and opens a session. The attempt is counted per account and per client address before
 * the password is checked (see limits.ts): an account past its free failures waits a growing delay, capped,
 * and a refused attempt gets a 429 without a password check. Unknown emails go through the same steps, the
 * decoy hash included, so neither the answers nor their timing say whether an account exists.
 */
export async function login(input: Login, ip: string | null): Promise<LoginSession> {
  await reserve([
    [limits.loginPerAccount, input.email],
    [limits.loginPerIp, ip],
  ]);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !ok) throw unauthenticated('Invalid email or password');
  await forget(limits.loginPerAccount, input.email);
  await refund(limits.loginPerIp, ip);
  const token = await createSession(user.id);
  void pruneSessions().catch(() => {});
  return { email: user.email, token, fullName: user.fullName, phone: user.phone };
}
