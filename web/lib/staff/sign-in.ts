import 'server-only';
import { eq } from 'drizzle-orm';
import { trustedDevice } from '@/lib/academy/accounts/trusted-device';
import { isDomainError, unauthenticated } from '@/lib/academy/errors';
import { limits } from '@/lib/academy/limits';
import { mailCode, newSecret, rebindStaffCode, secretHash, SIGN_IN_EXPIRED, spendStaffCode } from '@/lib/academy/otp';
import { decoyHash, verifyPassword } from '@/lib/academy/passwords';
import { forget, refund, reserve } from '@/lib/academy/rate-limit';
import { sign, signatureMatches } from '@/lib/academy/signing-key';
import { getDb, tables } from '@/lib/db';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { createStaffSession } from './sessions';

const { staffMembers } = tables;

/** Between the password and the code: a signed, short-lived cookie naming the member and its code, never a session. */
export const PENDING_COOKIE = 'academy_staff_pending';
export const PENDING_SECONDS = 600;
/** The browser a member completed a sign-in with (accounts/trusted-device.ts, scope 'staff-device'). */
export const STAFF_DEVICE_COOKIE = 'academy_staff_device';

const WRONG = 'Invalid email or password';
/** Counted apart from the learners' logins: a staff email that is also a learner's has two delays. */
const accountKey = (email: string) => `staff:${email}`;

export type PasswordStep =
  | { next: 'code'; pending: string; email: string }
  | { next: 'console'; token: string; email: string };

/**
 * The first step of a staff sign-in. Counted like a learner's login (limits.ts: a growing delay per account, a
 * budget per client address) before the password is checked, with the decoy hash for unknown or disabled members,
 * so neither answers nor timing say who is staff. From a browser that completed a sign-in to this account before
 * (`device`), the attempt is counted under that device's own delay: a stranger flooding the account with wrong
 * passwords keeps the account's delay running, not the member's (issue 50). Then a 6-digit code is mailed, bound to
 * this step's pending nonce (its own limits: limits.staffCodeSend), and the answer is the pending cookie's value, or
 * with STAFF_SECOND_FACTOR=off the session at once.
 */
export async function passwordStep(
  email: string,
  password: string,
  ip: string | null,
  device?: string,
  language?: Locale,
): Promise<PasswordStep> {
  const deviceId = trustedDevice(device, email, 'staff-device');
  const [delay, subject] = deviceId
    ? [limits.loginPerDevice, `staff:${deviceId}`]
    : [limits.loginPerAccount, accountKey(email)];
  await reserve([
    [delay, subject],
    [limits.loginPerIp, ip],
  ]);
  const db = await getDb();
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
  const ok = await verifyPassword(member?.passwordHash ?? (await decoyHash()), password);
  if (!member || !ok || member.disabledAt !== null) throw unauthenticated(WRONG);
  await forget(delay, subject);
  await refund(limits.loginPerIp, ip);
  if (env.STAFF_SECOND_FACTOR === 'off')
    return { next: 'console', token: await createStaffSession(member.id, 'password'), email: member.email };
  const nonce = newSecret();
  await mailStaffCode(member.email, secretHash(nonce), language);
  return { next: 'code', pending: pendingToken(member.id, nonce), email: member.email };
}

/** A new code for this password step; within the member's resend wait, the code mailed a moment ago serves it instead. */
async function mailStaffCode(email: string, boundTo: string, language?: Locale) {
  try {
    await reserve([[limits.staffCodeSend, email]]);
  } catch (error) {
    if (isDomainError(error, 'limited') && (await rebindStaffCode(email, boundTo))) return;
    throw error;
  }
  await mailCode(email, 'staff-sign-in', { boundTo, language });
}

/**
 * The second step: the code mailed to the browser holding the pending cookie, for the member it names. The code is
 * spent with its session, so the cookie opens one session only; a newer password step's code is bound to that step's
 * cookie. Codes for learners' actions never count here, nor staff codes at /api/otp/verify (otp.ts: purposes).
 */
export async function codeStep(
  pending: string | undefined,
  code: number,
  ip: string | null,
): Promise<{ token: string; email: string }> {
  const step = pendingStep(pending);
  if (!step) throw unauthenticated(SIGN_IN_EXPIRED);
  const db = await getDb();
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, step.staffId)).limit(1);
  if (!member || member.disabledAt !== null) throw unauthenticated(SIGN_IN_EXPIRED);
  await spendStaffCode(member.email, code, ip, secretHash(step.nonce));
  // The member is in: their next sign-in's code need not wait.
  await forget(limits.staffCodeSend, member.email);
  return { token: await createStaffSession(member.id, 'password and code'), email: member.email };
}

const pendingText = (staffId: number, issued: number, nonce: string) => `${staffId}\n${issued}\n${nonce}`;

function pendingToken(staffId: number, nonce: string): string {
  const issued = Math.floor(Date.now() / 1000);
  return `${staffId}.${issued}.${nonce}.${sign('staff-pending', pendingText(staffId, issued, nonce))}`;
}

function pendingStep(token: string | undefined): { staffId: number; nonce: string } | null {
  const match = /^(\d{1,9})\.(\d{1,12})\.([\w-]{43})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, id, issued, nonce, signature] = match as unknown as [string, string, string, string, string];
  if (Date.now() / 1000 - Number(issued) > PENDING_SECONDS) return null;
  return signatureMatches('staff-pending', pendingText(Number(id), Number(issued), nonce), signature)
    ? { staffId: Number(id), nonce }
    : null;
}
