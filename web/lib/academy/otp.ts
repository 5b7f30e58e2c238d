import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { getDb, tables, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { dropQueued, otpMail, sendNow } from '@/lib/mail';
import { invalid, unavailable } from './errors';
import { domainOf, limits } from './limits';
import { mailboxOf } from './mailbox';
import { issueChallenge } from './client-pass';
import { budgetSpent, forget, reserve } from './rate-limit';

const { otpCodes } = tables;

export const MAX_OTP_ATTEMPTS = 5;
/** How long a verified email may be used to create an account or reset a password. */
export const VERIFICATION_WINDOW_MS = 30 * 60 * 1000;

/** Keyed by email as well as the optional pepper, so equal codes for two addresses hash differently. */
const hashCode = (email: string, code: number) =>
  createHmac('sha256', env.AUTH_SECRET ?? 'academy-otp').update(`${email}\n${code}`).digest('hex');

/**
 * Mails a fresh 6-digit code. Codes are drawn from 100000-999999 because the contract sends `otpCode` as an
 * integer, which would lose a leading zero. Only the newest code of an email counts. The send is counted
 * (limits.ts) per mailbox first (`victim+1@` is victim's: mailbox.ts), so a refused knock on one address spends
 * none of the shared budgets; the answer never depends on whether the email has an account. `pass`: the client
 * pass's id (client-pass.ts), or null when none was sent. `language`: the mail's (issue 33).
 */
export async function sendOtp(email: string, ip: string | null, pass: string | null, language?: Locale) {
  await reserve([
    [limits.otpSendPerEmail, mailboxOf(email)],
    [limits.otpSendPerIp, ip],
    [limits.otpSendPerPass, pass],
    [limits.otpSendPerDomain, domainOf(email)],
    [pass ? limits.otpSendSite : limits.otpSendSiteWithoutPass, 'all'],
  ]);
  const code = randomInt(100_000, 1_000_000);
  const db = await getDb();
  // Codes older than a day can no longer verify anything; sweep them now and then.
  if (Math.random() < 0.05) await db.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
  const expiresAt = new Date(Date.now() + env.OTP_TTL_SECONDS * 1000);
  await db.insert(otpCodes).values({ email, codeHash: hashCode(email, code), expiresAt });
  // A code still waiting to be retried is replaced by this one: only the newest is worth a mail.
  await dropQueued(email, 'otp');
  // At once: the learner waits on it. When the SMTP server does not take it, the workers retry it until it expires.
  if ((await sendNow(otpMail(email, code, env.OTP_TTL_SECONDS, language), 'otp', expiresAt)) === 'queued') {
    throw unavailable('Could not send the OTP right away. We will keep trying for a few minutes; you can also ask for a new code.');
  }
  return { message: 'OTP sent to your email' };
}

/** Most extra bits of work asked while the site's OTP budget is being spent: 2^6 times the work when it is all spent. */
const MAX_EXTRA_BITS = 6;
/** About 16 million hashes: some seconds in a phone's browser, the most a learner is asked to wait. */
const MAX_BITS = 24;

/** A challenge for a client pass (client-pass.ts), harder the more of the site's OTP budget is spent right now. */
export async function otpChallenge() {
  const spent = await budgetSpent(limits.otpSendSite, 'all');
  return issueChallenge(Math.min(MAX_BITS, env.OTP_PASS_DIFFICULTY + Math.round(MAX_EXTRA_BITS * spent)));
}

/**
 * Checks a code. Each guess is counted before it is compared, in one conditional UPDATE, so parallel guesses
 * cannot get past the limit; after MAX_OTP_ATTEMPTS guesses the code is dead. A right code verifies the email
 * once; using it again fails.
 */
export async function verifyOtp(email: string, code: number, ip: string | null) {
  await reserve([[limits.otpVerifyPerIp, ip]]);
  const db = await getDb();
  const [latest] = await db.select().from(otpCodes).where(eq(otpCodes.email, email)).orderBy(desc(otpCodes.id)).limit(1);
  if (!latest) throw invalid('Please request an OTP first');
  if (latest.verifiedAt) throw invalid('This OTP has already been used. Please request a new one.');
  if (latest.attempts >= MAX_OTP_ATTEMPTS) throw tooManyGuesses();
  if (latest.expiresAt.getTime() <= Date.now()) throw expired();

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, MAX_OTP_ATTEMPTS), isNull(otpCodes.verifiedAt), gt(otpCodes.expiresAt, new Date())))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw tooManyGuesses();

  const given = Buffer.from(hashCode(email, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(latest.codeHash, 'hex'))) {
    const left = MAX_OTP_ATTEMPTS - counted.attempts;
    throw invalid(left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.` : tooManyGuesses().message);
  }
  const [verified] = await db
    .update(otpCodes)
    .set({ verifiedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.verifiedAt)))
    .returning({ id: otpCodes.id });
  if (!verified) throw invalid('This OTP has already been used. Please request a new one.');
  // Whoever holds the code owns the mailbox: their next code (sign up, then reset the password) need not wait.
  await forget(limits.otpSendPerEmail, mailboxOf(email));
  return { message: 'OTP verified', email };
}

const tooManyGuesses = () => invalid('Too many wrong attempts. Please request a new OTP.');
const expired = () => invalid('This OTP has expired. Please request a new one.');


/**
 * Spends a recent verification of `email` inside the caller's transaction, so one verified code opens exactly
 * one account action (and a rolled-back action leaves it unspent). Returns false when there is none.
 */
export async function spendVerification(tx: Tx, email: string): Promise<boolean> {
  const since = new Date(Date.now() - VERIFICATION_WINDOW_MS);
  const fresh = and(eq(otpCodes.email, email), gt(otpCodes.verifiedAt, since), isNull(otpCodes.usedAt));
  const [candidate] = await tx.select({ id: otpCodes.id }).from(otpCodes).where(fresh).orderBy(desc(otpCodes.id)).limit(1);
  if (!candidate) return false;
  const [spent] = await tx
    .update(otpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, candidate.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return Boolean(spent);
}
