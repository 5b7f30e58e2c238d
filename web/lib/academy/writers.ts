import 'server-only';
import { PASS_HEADER } from '@/lib/contract/work-proof';
import { languageOfRequest, type Locale } from '@/lib/i18n/locales';
import { clientIp } from './client-ip';
import { passHolder } from './client-pass';
import { reviewAgain, writeLimits, type WriteKind } from './limits';
import { reserve, type Limiter } from './rate-limit';
import { authenticate } from './sessions';

/**
 * Who sent a write, as its limits count it (limits.ts): the learner's account when the request carries a live
 * session, else the client address when TRUST_PROXY makes it known, else the client pass the site's forms earn
 * (client-pass.ts), else nobody known (`key` null).
 */
export type Writer = {
  key: string | null; userId: number | null;
  /** The language of the page the write was sent from, for the learner's mail (issue 33); English if unknown. */
  language?: Locale;
};

export async function writerOf(request: Request): Promise<Writer> {
  const language = languageOfRequest(request);
  const session = await authenticate(request);
  if (session) return { key: `account:${session.user.id}`, userId: session.user.id, language };
  const ip = clientIp(request);
  if (ip) return { key: `ip:${ip}`, userId: null, language };
  const pass = passHolder(request.headers.get(PASS_HEADER));
  return { key: pass ? `pass:${pass}` : null, userId: null, language };
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
  checks.push([limit.perClient, writer.key], [writer.key ? limit.perCourse : limit.perCourseWithoutClient, course]);
  await reserve(checks);
}
