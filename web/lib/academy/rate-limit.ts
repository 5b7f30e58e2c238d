import 'server-only';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { tooManyRequests } from '@/lib/http/errors';

const { rateLimitHits } = tables;

export type Rule = { name: string; limit: number; windowSeconds: number; message: string };

const TRY_LATER = 'Too many requests. Please try again later.';

/** Sliding-window limits, counted in the database so every app instance shares them. */
export const rules = {
  otpSendPerEmail: { name: 'otp-send-email', limit: 5, windowSeconds: 3600, message: 'Too many codes sent to this email. Please try again later.' },
  otpSendPerIp: { name: 'otp-send-ip', limit: 20, windowSeconds: 3600, message: TRY_LATER },
  otpVerifyPerIp: { name: 'otp-verify-ip', limit: 30, windowSeconds: 600, message: TRY_LATER },
  loginFailPerEmail: { name: 'login-fail-email', limit: 5, windowSeconds: 900, message: 'Too many failed logins for this account. Please try again later.' },
  loginFailPerIp: { name: 'login-fail-ip', limit: 20, windowSeconds: 900, message: TRY_LATER },
  accountWritePerIp: { name: 'account-write-ip', limit: 10, windowSeconds: 3600, message: TRY_LATER },
} satisfies Record<string, Rule>;

const LONGEST_WINDOW_MS = Math.max(...Object.values(rules).map((r) => r.windowSeconds)) * 1000;

const keyOf = (rule: Rule, subject: string) => `${rule.name}:${subject}`;

/**
 * Records one use of `rule` for `subject`, or throws a 429 with Retry-After when the window is full. A refused
 * call is not recorded, so the wait never grows while someone keeps knocking. A null subject (unknown client
 * address) is not limited.
 */
export async function consume(rule: Rule, subject: string | null): Promise<void> {
  if (subject === null) return;
  const key = keyOf(rule, subject);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Serialises concurrent calls for one key, so a burst cannot overshoot the limit between count and insert.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await enforce(tx, rule, key);
    await tx.insert(rateLimitHits).values({ key, hitAt: new Date() });
  });
}

/** Throws a 429 when the window for `subject` is already full, without recording anything. */
export async function assertAllowed(rule: Rule, subject: string | null): Promise<void> {
  if (subject === null) return;
  await enforce(await getDb(), rule, keyOf(rule, subject));
}

/** Records a use (a failed login) without checking the limit. */
export async function record(rule: Rule, subject: string | null): Promise<void> {
  if (subject === null) return;
  const db = await getDb();
  await db.insert(rateLimitHits).values({ key: keyOf(rule, subject), hitAt: new Date() });
  // Recorded keys (e.g. every email a password sprayer tried) are not pruned by enforce(); sweep now and then.
  if (Math.random() < 0.02) await db.delete(rateLimitHits).where(lte(rateLimitHits.hitAt, new Date(Date.now() - LONGEST_WINDOW_MS)));
}

export async function clear(rule: Rule, subject: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(rule, subject)));
}

type Executor = Pick<Awaited<ReturnType<typeof getDb>>, 'select' | 'delete'>;

async function enforce(db: Executor, rule: Rule, key: string) {
  const now = Date.now();
  const windowStart = new Date(now - rule.windowSeconds * 1000);
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.hitAt, windowStart)));
  const hits = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hitAt, windowStart)))
    .orderBy(asc(rateLimitHits.hitAt));
  if (hits.length < rule.limit) return;
  // Below the limit again once enough of the oldest hits have left the window (record() may overshoot it).
  const freesAt = hits[hits.length - rule.limit]!.hitAt.getTime() + rule.windowSeconds * 1000;
  throw tooManyRequests(rule.message, (freesAt - now) / 1000);
}
