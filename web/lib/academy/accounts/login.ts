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
import { deviceToken, trustedDevice } from './trusted-device';

const { users } = tables;

/**
 * Checks credentials and opens a session. The attempt is counted per account and per client address before
 * the password is checked (see limits.ts): an account past its free failures waits a growing delay, capped,
 * and a refused attempt gets a 429 without a password check. Unknown emails go through the same steps, the
 * decoy hash included, so neither the answers nor their timing say whether an account exists. From a browser
 * that logged in to this account before (`device`, trusted-device.ts) the attempt is counted under that
 * device's delay instead, so an attacker keeping the account's delay running cannot keep its owner out. A
 * success answers with the device's next cookie value.
 */
export async function login(
  input: Login,
  ip: string | null,
  device?: string,
): Promise<LoginSession & { deviceToken: string }> {
  const deviceId = trustedDevice(device, input.email);
  await reserve([
    deviceId ? [limits.loginPerDevice, deviceId] : [limits.loginPerAccount, input.email],
    [limits.loginPerIp, ip],
  ]);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !ok) throw unauthenticated('Invalid email or password');
  await forget(deviceId ? limits.loginPerDevice : limits.loginPerAccount, deviceId ?? input.email);
  await refund(limits.loginPerIp, ip);
  const token = await createSession(user.id);
  void pruneSessions().catch(() => {});
  return { email: user.email, token, fullName: user.fullName, phone: user.phone, deviceToken: deviceToken(user.email) };
}
