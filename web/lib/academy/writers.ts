import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { PASS_HEADER } from '@/lib/contract/work-proof';
import { languageOfRequest, type Locale } from '@/lib/i18n/locales';
import type { FirstTouch } from '@/lib/db/schema';
import { FIRST_TOUCH_COOKIE, readFirstTouchCookie } from '@/lib/leads/first-touch';
import { requestCookie } from '@/lib/request-cookie';
import { clientIp } from './client-ip';
import { passHolder } from './client-pass';
import { reviewAgain, writeLimits, type Standing, type WriteKind } from './limits';
import { reserve, type Limiter } from './rate-limit';
import { authenticate } from './sessions';

const { reviews } = tables;

/**
 * Who sent a write, as its limits count it (limits.ts): the learner's account when the request carries a live
 * session, else the client address when TRUST_PROXY makes it known, else the client pass the site's forms earn
 * (client-pass.ts), else nobody known (`key` null); and the writer's standing, which decides how much of a course's
 * budget the write may spend.
 */
export type Writer = {
  key: string | null;
  userId: number | null;
  standing: Standing;
  /** The language of the page the write was sent from, for the learner's mail (issue 33); English if unknown. */
  language?: Locale;
  /** Where the writer first came from (issue 54), from the site's first-touch cookie; null for none. */
  firstTouch?: FirstTouch | null;
};

/**
 * An account has history once it is a day old and staff have hidden none of its reviews. A day, because an attacker
 * cannot mint such accounts in the hour they flood a course: they must have planned a day ahead, each account with
 * its own mailbox and code, and one hidden review takes the standing away again. Cheap: the age is on the session's
 * own row, and the hidden-review check is one probe of reviews_user_idx, only for accounts that are old enough.
 */
const HISTORY_AFTER_MS = 24 * 3600 * 1000;

async function accountStanding(user: { id: number; createdAt: Date }): Promise<Standing> {
  if (Date.now() - user.createdAt.getTime() < HISTORY_AFTER_MS) return 'account';
  const db = await getDb();
  const [hidden] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, user.id), isNotNull(reviews.hiddenAt)))
    .limit(1);
  return hidden ? 'account' : 'established';
}

export async function writerOf(request: Request): Promise<Writer> {
  const context = {
    language: languageOfRequest(request),
    firstTouch: readFirstTouchCookie(requestCookie(request, FIRST_TOUCH_COOKIE)),
  };
  const session = await authenticate(request);
  if (session)
    return {
      key: `account:${session.user.id}`,
      userId: session.user.id,
      standing: await accountStanding(session.user),
      ...context,
    };
  // An address or a pass stands for one client, but either is cheap to have many of: 'unproven'.
  const ip = clientIp(request);
  if (ip) return { key: `ip:${ip}`, userId: null, standing: 'unproven', ...context };
  const pass = passHolder(request.headers.get(PASS_HEADER));
  return pass
    ? { key: `pass:${pass}`, userId: null, standing: 'unproven', ...context }
    : { key: null, userId: null, standing: 'anonymous', ...context };
}

/**
 * Counts one write of `kind` about a course (null: one that names no single course) against its limits, all or
 * none, or throws the refusal: a 429 with a Retry-After, or a 409 for a client's second review of a course.
 * Called once the write is known to be valid, just before it is stored, so bad input spends nothing.
 */
export async function reserveWrite(kind: WriteKind, writer: Writer, courseId: number | null): Promise<void> {
  const limit = writeLimits[kind];
  const course = courseId === null ? 'site' : `course:${courseId}`;
  const checks: [Limiter, string | null][] = [];
  // An account's second review is refused by the reviews' unique index, for good.
  if (kind === 'review' && writer.userId === null && writer.key) checks.push([reviewAgain, `${course}:${writer.key}`]);
  checks.push([limit.perClient, writer.key], [limit.perCourse[writer.standing], course]);
  await reserve(checks);
}
