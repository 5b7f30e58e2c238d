import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Login } from '@/lib/validation/login';
import { unauthorized } from '@/lib/http/errors';
import { decoyHash, verifyPassword } from '../passwords';
import { assertAllowed, clear, record, rules } from '../rate-limit';
import { createSession, pruneSessions } from '../sessions';

const { users } = tables;

/**
 * Checks credentials and opens a session. Failed attempts are counted per account and per client address;
 * once either is over its limit, logins are refused with 429 before the password is even checked.
 */
export async function login(input: Login, ip: string | null) {
  await assertAllowed(rules.loginFailPerIp, ip);
  await assertAllowed(rules.loginFailPerEmail, input.email);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !ok) {
    await record(rules.loginFailPerIp, ip);
    await record(rules.loginFailPerEmail, input.email);
    throw unauthorized('Invalid email or password');
  }
  await clear(rules.loginFailPerEmail, input.email);
  const token = await createSession(user.id);
  void pruneSessions().catch(() => {});
  return { email: user.email, token, FullName: user.fullName, phonenumber: user.phonenumber };
}
