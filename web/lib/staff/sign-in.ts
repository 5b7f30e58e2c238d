import 'server-only';
import { eq } from 'drizzle-orm';
import { isDomainError, unauthenticated } from '@/lib/academy/errors';
import { limits } from '@/lib/academy/limits';
import { sendOtp, verifyOtp } from '@/lib/academy/otp';
import { decoyHash, verifyPassword } from '@/lib/academy/passwords';
import { forget, refund, reserve } from '@/lib/academy/rate-limit';
import { sign, signatureMatches } from '@/lib/academy/signing-key';
import { getDb, tables } from '@/lib/db';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { createStaffSession } from './sessions';

const { staffMembers } = tables;

/** Between the password and the code: a signed, short-lived cookie naming the member, never a session. */
export const PENDING_COOKIE = 'academy_staff_pending';
export const PENDING_SECONDS = 600;

const WRONG = 'Invalid email or password';
/** Counted apart from the learners' logins: a staff email that is also a learner's has two delays. */
const accountKey = (email: string) => `staff:${email}`;

export type PasswordStep = { next: 'code'; pending: string; email: string } | { next: 'console'; token: string };

/**
 * The first step of a staff sign-in. Counted like a learner's login (limits.ts: a growing delay per account, a
 * budget per client address) before the password is checked, with the decoy hash for unknown or disabled members,
 * so neither answers nor timing say who is staff. Then a 6-digit code is mailed (the learners' OTP machinery and
 * its limits; a code mailed a moment ago still serves) and the answer is the pending cookie's value, or with
 * STAFF_SECOND_FACTOR=off the session at once.
 */
export async function passwordStep(email: string, password: string, ip: string | null, language?: Locale): Promise<PasswordStep> {
  await reserve([[limits.loginPerAccount, accountKey(email)], [limits.loginPerIp, ip]]);
  const db = await getDb();
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
  const ok = await verifyPassword(member?.passwordHash ?? (await decoyHash()), password);
  if (!member || !ok || member.disabledAt !== null) throw unauthenticated(WRONG);
  await forget(limits.loginPerAccount, accountKey(email));
  await refund(limits.loginPerIp, ip);
  if (env.STAFF_SECOND_FACTOR === 'off') return { next: 'console', token: await createStaffSession(member.id, 'password') };
  try {
    await sendOtp(member.email, ip, null, language);
  } catch (error) {
    // The code mailed a moment ago is still valid: the member is asked for it.
    if (!(isDomainError(error, 'limited') && error.message === limits.otpSendPerEmail.message)) throw error;
  }
  return { next: 'code', pending: pendingToken(member.id), email: member.email };
}

/** The second step: the mailed code, for the member the pending cookie names. Returns the session's token. */
export async function codeStep(pending: string | undefined, code: number, ip: string | null): Promise<string> {
  const staffId = pendingMember(pending);
  if (staffId === null) throw unauthenticated('Your sign-in has expired. Please enter your password again.');
  const db = await getDb();
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, staffId)).limit(1);
  if (!member || member.disabledAt !== null) throw unauthenticated('Your sign-in has expired. Please enter your password again.');
  await verifyOtp(member.email, code, ip);
  return createStaffSession(member.id, 'password and code');
}

const pendingText = (staffId: number, issued: number) => `${staffId}\n${issued}`;

function pendingToken(staffId: number): string {
  const issued = Math.floor(Date.now() / 1000);
  return `${staffId}.${issued}.${sign('staff-pending', pendingText(staffId, issued))}`;
}

function pendingMember(token: string | undefined): number | null {
  const match = /^(\d{1,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, id, issued, signature] = match as unknown as [string, string, string, string];
  if (Date.now() / 1000 - Number(issued) > PENDING_SECONDS) return null;
  return signatureMatches('staff-pending', pendingText(Number(id), Number(issued)), signature) ? Number(id) : null;
}
