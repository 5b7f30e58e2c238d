import 'server-only';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CodePurpose, OtpPurpose } from '@/lib/db/code-purposes';
import { getDb, tables, type Db, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { dropQueued, otpMail, sendNow } from '@/lib/mail';
import { invalid, unauthenticated, unavailable } from './errors';
import { domainOf, limits, otpSendPerDomain } from './limits';
import { mailboxOf } from './mailbox';
import { issueChallenge } from './client-pass';
import { budgetSpent, forget, reserve } from './rate-limit';

const { otpCodes } = tables;

export const MAX_OTP_ATTEMPTS = 5;
/** How long a verified code's grant may be spent on the action it was asked for (issue 50). */
export const GRANT_WINDOW_MS = 10 * 60 * 1000;

/** Keyed by email as well as the optional pepper, so equal codes for two addresses hash differently. */
const hashCode = (email: string, code: number) =>
  createHmac('sha256', env.AUTH_SECRET ?? 'academy-otp')
    .update(`${email}\n${code}`)
    .digest('hex');

/** A 256-bit random secret, base64url (43 characters): a grant, or a staff sign-in's pending nonce. */
export const newSecret = () => randomBytes(32).toString('base64url');
/** What the table keeps of a secret: a 256-bit random value needs no slow hash. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Mails a fresh 6-digit code for one purpose. Codes are drawn from 100000-999999 because the contract sends
 * `otpCode` as an integer, which would lose a leading zero. Only the newest code of an email and purpose counts.
 * `boundTo`: the hash of the staff sign-in's pending nonce, so only the browser that gave the password can use it.
 * The callers count the send against their own limits first.
 */
export async function mailCode(
  email: string,
  purpose: CodePurpose,
  { boundTo = null, language }: { boundTo?: string | null; language?: Locale } = {},
) {
  const code = randomInt(100_000, 1_000_000);
  const db = await getDb();
  // Codes older than a day can no longer verify anything; sweep them now and then.
  if (Math.random() < 0.05)
    await db.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
  const expiresAt = new Date(Date.now() + env.OTP_TTL_SECONDS * 1000);
  await db.insert(otpCodes).values({ email, purpose, codeHash: hashCode(email, code), expiresAt, boundTo });
  // A code still waiting to be retried is replaced by this one: only the newest is worth a mail.
  await dropQueued(email, 'otp');
  // At once: the reader waits on it. When the SMTP server does not take it, the workers retry it until it expires.
  if ((await sendNow(otpMail(email, code, env.OTP_TTL_SECONDS, language), 'otp', expiresAt)) === 'queued') {
    throw unavailable(
      'Could not send the OTP right away. We will keep trying for a few minutes; you can also ask for a new code.',
    );
  }
}

/**
 * A learner's code for one account action. The send is counted (limits.ts) per mailbox first (`victim+1@` is
 * victim's: mailbox.ts), so a refused knock on one address spends none of the shared budgets; the answer never
 * depends on whether the email has an account. `pass`: the client pass's id (client-pass.ts), or null when none was
 * sent. `language`: the mail's (issue 33).
 */
export async function sendOtp(
  email: string,
  purpose: OtpPurpose,
  ip: string | null,
  pass: string | null,
  language?: Locale,
) {
  await reserve([
    [limits.otpSendPerEmail, mailboxOf(email)],
    [limits.otpSendPerIp, ip],
    [limits.otpSendPerPass, pass],
    [otpSendPerDomain(await verifiedToday(domainOf(email))), domainOf(email)],
    [pass ? limits.otpSendSite : limits.otpSendSiteWithoutPass, 'all'],
  ]);
  await mailCode(email, purpose, { language });
  return { message: 'OTP sent to your email' };
}

/** Learners' codes verified at `domain` in the last day: the real traffic its mail budget scales with (limits.ts). */
async function verifiedToday(domain: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(
      and(
        gt(otpCodes.verifiedAt, new Date(Date.now() - 24 * 3600 * 1000)),
        ne(otpCodes.purpose, 'staff-sign-in'),
        sql`substring(${otpCodes.email} from '@([^@]*)$') = ${domain}`,
      ),
    );
  return row?.n ?? 0;
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

/** What a staff member hears when their pending sign-in no longer opens a session. */
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your password again.';

/**
 * Checks a code against the newest of its email and purpose and returns that row's id. Each guess is counted
 * before it is compared, in one conditional UPDATE, so parallel guesses cannot get past the limit; after
 * MAX_OTP_ATTEMPTS guesses the code is dead. `boundTo` (staff): the code must be the one mailed to that browser.
 */
async function checkCode(email: string, purpose: CodePurpose, code: number, ip: string | null, boundTo?: string) {
  await reserve([[limits.otpVerifyPerIp, ip]]);
  const db = await getDb();
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  // A staff code mailed to another password step, or spent: this pending cookie has had its one session.
  if (boundTo !== undefined && (latest?.boundTo !== boundTo || latest.verifiedAt))
    throw unauthenticated(SIGN_IN_EXPIRED);
  if (!latest) throw invalid('Please request an OTP first');
  if (latest.verifiedAt) throw invalid('This OTP has already been used. Please request a new one.');
  if (latest.attempts >= MAX_OTP_ATTEMPTS) throw tooManyGuesses();
  if (latest.expiresAt.getTime() <= Date.now()) throw expired();

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        lt(otpCodes.attempts, MAX_OTP_ATTEMPTS),
        isNull(otpCodes.verifiedAt),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw tooManyGuesses();

  const given = Buffer.from(hashCode(email, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(latest.codeHash, 'hex'))) {
    const left = MAX_OTP_ATTEMPTS - counted.attempts;
    throw invalid(left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left.` : tooManyGuesses().message);
  }
  return latest.id;
}

/** Marks a right code verified, once: of two right guesses at the same moment one wins. */
async function markVerified(id: number, also: { grantHash: string } | { usedAt: Date }) {
  const db = await getDb();
  const [verified] = await db
    .update(otpCodes)
    .set({ verifiedAt: new Date(), ...also })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.verifiedAt)))
    .returning({ id: otpCodes.id });
  if (!verified) throw invalid('This OTP has already been used. Please request a new one.');
}

/**
 * A learner's right code becomes a grant (issue 50): a single-use token, answered to this caller only, that the
 * action the code was asked for must present (spendVerification). Whoever else sends that action for the same
 * email, even at the same moment, has no token and is refused.
 */
export async function verifyOtp(email: string, purpose: OtpPurpose, code: number, ip: string | null) {
  const id = await checkCode(email, purpose, code, ip);
  const verificationToken = newSecret();
  await markVerified(id, { grantHash: secretHash(verificationToken) });
  // Whoever holds the code owns the mailbox: their next code (sign up, then reset the password) need not wait.
  await forget(limits.otpSendPerEmail, mailboxOf(email));
  return { message: 'OTP verified', email, verificationToken };
}

/** A staff member's second step: the code mailed to the browser whose pending nonce hashes to `boundTo`, spent at once. */
export async function spendStaffCode(email: string, code: number, ip: string | null, boundTo: string) {
  const id = await checkCode(email, 'staff-sign-in', code, ip, boundTo);
  await markVerified(id, { usedAt: new Date() });
}

/**
 * Gives the staff member's newest live code to a newer password step (`boundTo`), when a code mailed a moment ago
 * still serves: the earlier browser's pending cookie no longer opens it. Returns false when there is none.
 */
export async function rebindStaffCode(email: string, boundTo: string): Promise<boolean> {
  const db = await getDb();
  const newest = db
    .select({ id: sql<number>`max(${otpCodes.id})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'staff-sign-in')));
  const [rebound] = await db
    .update(otpCodes)
    .set({ boundTo })
    .where(
      and(
        sql`${otpCodes.id} = (${newest})`,
        isNull(otpCodes.verifiedAt),
        gt(otpCodes.expiresAt, new Date()),
        lt(otpCodes.attempts, MAX_OTP_ATTEMPTS),
      ),
    )
    .returning({ id: otpCodes.id });
  return Boolean(rebound);
}

const tooManyGuesses = () => invalid('Too many wrong attempts. Please request a new OTP.');
const expired = () => invalid('This OTP has expired. Please request a new one.');

/** The grant's shape (newSecret); anything else is no grant. */
const GRANT = /^[\w-]{43}$/;

/**
 * The code row `token` is a live grant of: the newest code of that email and purpose, verified in the last 10
 * minutes with this grant, and unspent. Null for anything that is no grant.
 */
function liveGrant(runner: Db | Tx, email: string, purpose: OtpPurpose, token: unknown) {
  if (typeof token !== 'string' || !GRANT.test(token)) return null;
  const newest = runner
    .select({ id: sql<number>`max(${otpCodes.id})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)));
  return and(
    sql`${otpCodes.id} = (${newest})`,
    eq(otpCodes.grantHash, secretHash(token)),
    gt(otpCodes.verifiedAt, new Date(Date.now() - GRANT_WINDOW_MS)),
    isNull(otpCodes.usedAt),
  );
}

/**
 * Whether `token` is a live grant, without spending it: an action that costs work before its transaction (a password
 * hash) asks first, so a stranger's attempts without a grant cost the site nothing. Only spendVerification decides.
 */
export async function holdsGrant(email: string, purpose: OtpPurpose, token: unknown): Promise<boolean> {
  const db = await getDb();
  const live = liveGrant(db, email, purpose, token);
  if (!live) return false;
  const [row] = await db.select({ id: otpCodes.id }).from(otpCodes).where(live).limit(1);
  return Boolean(row);
}

/**
 * Spends the grant `token` for `purpose` on `email` inside the caller's transaction, so one verified code opens
 * exactly one account action (and a rolled-back action leaves it unspent). Returns false when it is no live grant.
 */
export async function spendVerification(tx: Tx, email: string, purpose: OtpPurpose, token: unknown): Promise<boolean> {
  const live = liveGrant(tx, email, purpose, token);
  if (!live) return false;
  const [spent] = await tx.update(otpCodes).set({ usedAt: new Date() }).where(live).returning({ id: otpCodes.id });
  return Boolean(spent);
}
