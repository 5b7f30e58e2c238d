import 'server-only';
import { env } from '@/lib/env';
import type { Backoff, Budget } from './rate-limit';

const TRY_LATER = 'Too many requests. Please try again later.';
export const ALREADY_REVIEWED = 'You have already reviewed this course.';

const budget = (name: string, limit: number, windowSeconds: number, message = TRY_LATER): Budget => ({
  kind: 'budget',
  name,
  limit,
  windowSeconds,
  message,
});

/** Two thirds of `limit`: what requests from no known client may spend of a budget, keeping the rest for the known. */
const twoThirds = (limit: number) => Math.max(1, Math.floor((limit * 2) / 3));

/** The growing delay of failed logins (LOGIN_*), counted under `name`. */
const loginDelay = (name: string): Backoff => ({
  kind: 'backoff',
  name,
  free: env.LOGIN_FREE_FAILURES,
  baseSeconds: env.LOGIN_DELAY_BASE_SECONDS,
  capSeconds: env.LOGIN_DELAY_CAP_SECONDS,
  forgetSeconds: 15 * 60,
  message: 'Too many failed logins for this account. Please try again later.',
});

const siteOtpBudget = budget(
  'otp-send-site',
  env.OTP_MAILS_PER_MINUTE,
  60,
  'Too many codes are being sent right now. Please try again later.',
);

/**
 * The abuse limits (issue 12), designed so that nobody can shut a victim out by failing on their behalf:
 *
 * - Log in, per account: LOGIN_FREE_FAILURES (5) attempts cost nothing, then each further one waits 1, 2, 4 ...
 *   seconds, capped at 60 (LOGIN_DELAY_*): a password guesser gets about 60 guesses an hour, while the owner
 *   waits at most a minute after the last attempt, never a lock. A success clears it; 15 quiet minutes forget
 *   it. An attempt is counted BEFORE the password is checked, so a burst runs exactly the free attempts.
 *   Unknown emails are counted the same way, so the answers (and their timing) do not tell which have accounts.
 *   A browser that logged in to the account before is counted on its own instead (accounts/trusted-device.ts):
 *   an attacker polling the account keeps its delay running, but not the owner's.
 * - Log in, per client address (when TRUST_PROXY makes it known): 20 attempts per 15 minutes, refilled one
 *   every 45 seconds; a success gives its attempt back.
 * - OTP send, per mailbox (`victim+1@` and case variants are victim's: mailbox.ts): one code, then the next waits
 *   30 s, 60 s, 120 s ... capped at 5 minutes (OTP_RESEND_*), forgotten after an hour without a send or as soon as
 *   a code is verified: an attacker can delay a victim's code by at most the cap, and fill their mailbox with at
 *   most 12 codes an hour.
 * - OTP send, whatever the client: 30 mails a minute for the whole site (OTP_MAILS_PER_MINUTE) and 10 a minute
 *   per recipient domain (OTP_MAILS_PER_DOMAIN_PER_MINUTE), more for a domain where learners verify codes
 *   (otpSendPerDomain), so the mail server's reputation is bounded even when the client address is unknown; plus
 *   20 an hour per client address when known. Without a trusted proxy
 *   a client is known by its client pass (client-pass.ts: a proof of work the site's forms do in the
 *   background): 3 codes per pass per 10 minutes, and sends without a pass may spend only two thirds of the
 *   site's budget, so one client flooding made-up addresses cannot stop learners' codes; to spend the rest it
 *   must earn a pass for every 3 codes, and the work asked grows while the budget is being spent fast.
 * - OTP verify: 5 guesses per code (web/lib/academy/otp.ts) and 30 per 10 minutes per client address.
 * - Account writes (sign up, reset password): 10 an hour per client address.
 * - Staff sign-in codes: their own resend delay per member (staffCodeSend), none of the learners' budgets above.
 */
export const limits = {
  loginPerAccount: loginDelay('login-account'),
  // The same delay, counted for one browser that logged in to the account before (accounts/trusted-device.ts).
  loginPerDevice: loginDelay('login-device'),
  loginPerIp: budget('login-ip', 20, 15 * 60),
  otpSendPerEmail: {
    kind: 'backoff',
    name: 'otp-send-email',
    free: 1,
    baseSeconds: env.OTP_RESEND_BASE_SECONDS,
    capSeconds: env.OTP_RESEND_CAP_SECONDS,
    forgetSeconds: 3600,
    message: 'A code was sent to this email a moment ago. Please try again later.',
  } satisfies Backoff,
  otpSendPerIp: budget('otp-send-ip', 20, 3600),
  otpSendPerPass: budget('otp-send-pass', 3, 600),
  otpSendSite: siteOtpBudget,
  // The same budget as sends without a client pass see it: the last third is kept for sends with one.
  otpSendSiteWithoutPass: { ...siteOtpBudget, allowance: twoThirds(env.OTP_MAILS_PER_MINUTE) },
  otpVerifyPerIp: budget('otp-verify-ip', 30, 600),
  // Staff sign-in codes (issue 50): mailed only after the right password, so they have their own count per member,
  // which no learner traffic spends (none of the learners' OTP budgets above); a code mailed a moment ago serves a
  // new password step instead (lib/staff/sign-in.ts).
  staffCodeSend: {
    kind: 'backoff',
    name: 'staff-code-send',
    free: 3,
    baseSeconds: env.OTP_RESEND_BASE_SECONDS,
    capSeconds: env.OTP_RESEND_CAP_SECONDS,
    forgetSeconds: 3600,
    message: 'A code was sent to this email a moment ago. Please try again later.',
  } satisfies Backoff,
  accountWritePerIp: budget('account-write-ip', 10, 3600),
};

/** At most 2^6 = 64 times OTP_MAILS_PER_DOMAIN_PER_MINUTE for one domain; the site's budget holds above it anyway. */
const MAX_DOMAIN_TIER = 6;

/**
 * A recipient domain's OTP budget a minute (issue 50), scaled by the real traffic it carries: learners verified
 * `verifiedToday` codes at it in the last day. OTP_MAILS_PER_DOMAIN_PER_MINUTE (10) for a domain nobody verified a code
 * at; doubled for each doubling of that count (20 from 10 verified codes, 40 from 30, ... 640 from 630), so the
 * providers most learners use (gmail.com is most of India) are held only by the site's budget, while a flood of
 * made-up addresses at one domain is held at 10 a minute. Each tier is a budget of its own name: a rate limiter's
 * state is counted in its own step, which a change of limit would misread.
 */
export function otpSendPerDomain(verifiedToday: number): Budget {
  const base = env.OTP_MAILS_PER_DOMAIN_PER_MINUTE;
  const tier = Math.min(MAX_DOMAIN_TIER, Math.floor(Math.log2(1 + Math.max(0, verifiedToday) / base)));
  const name = tier === 0 ? 'otp-send-domain' : `otp-send-domain-${tier}`;
  return budget(
    name,
    base * 2 ** tier,
    60,
    'Too many codes are being sent to this email provider right now. Please try again later.',
  );
}

/**
 * How much a writer's word is worth to a course's budget (writers.ts says who is which), from the cheapest to make up
 * to the dearest. An attacker can mint the first two in bulk (a proof of work per pass; an address per hop behind
 * the proxy), a fresh account costs a mailbox and a code each, and an established one that plus a day's wait and a
 * clean record. Each standing may spend the course's budget only down to what is kept for the standings above it.
 */
export type Standing = 'anonymous' | 'unproven' | 'account' | 'established';

/**
 * The share of a course's hourly budget each standing may spend, all standings counted together: views of ONE budget
 * (rate-limit.ts `allowance`), so writes from no known client stop at a third spent, passes and addresses at half,
 * fresh accounts at three quarters, and only established accounts reach the last quarter. A flood of passes or
 * addresses therefore leaves half the course to learners who are logged in, and a flood of fresh accounts a quarter
 * to learners with history.
 */
const SHARES: Record<Standing, number> = { anonymous: 1 / 3, unproven: 1 / 2, account: 3 / 4, established: 1 };
const shareOf = (limit: number, standing: Standing) => Math.max(1, Math.floor(limit * SHARES[standing]));

const writeLimit = (
  kind: string,
  noun: string,
  perClient: number,
  perCourse: number,
  courseWords = 'for this course ',
) => {
  const course = budget(
    `${kind}-course`,
    perCourse,
    3600,
    `Too many ${noun} are being sent ${courseWords}right now. Please try again later.`,
  );
  const view = (standing: Standing): Budget => ({ ...course, allowance: shareOf(perCourse, standing) });
  return {
    perClient: budget(
      `${kind}-client`,
      perClient,
      3600,
      `Too many ${noun} have been sent from here. Please try again later.`,
    ),
    perCourse: {
      anonymous: view('anonymous'),
      unproven: view('unproven'),
      account: view('account'),
      established: course,
    } satisfies Record<Standing, Budget>,
  };
};

/**
 * The anonymous writes (issues 27 and 50), counted after the form was found valid, per hour and per kind:
 *
 * - Per client: the learner's account when a session is sent, else the client address when TRUST_PROXY makes it
 *   known, else the client pass the site's forms earn (client-pass.ts; each costs a proof of work). Reviews:
 *   REVIEWS_PER_CLIENT_PER_HOUR (5); enrolments, demo requests, enquiries and trainer applications:
 *   REQUESTS_PER_CLIENT_PER_HOUR (10) each.
 * - Per course, all clients together: REVIEWS_PER_COURSE_PER_HOUR (20) reviews and REQUESTS_PER_COURSE_PER_HOUR (60)
 *   of each other kind; trainer applications name no one course, so the site takes that many of them. The budget is
 *   tiered by the writer's standing (SHARES above): an attacker with any number of passes or addresses spends at
 *   most half of it (issue 50 found 2 passes, or 7 addresses, closing a course to everyone for the hour), and the
 *   other half stays with logged-in learners, its last quarter with accounts that have history.
 * - One review per client per course: per account for good (a unique index), per address or pass for 30 days.
 */
export const writeLimits = {
  review: writeLimit('review', 'reviews', env.REVIEWS_PER_CLIENT_PER_HOUR, env.REVIEWS_PER_COURSE_PER_HOUR),
  enrolment: writeLimit('enrolment', 'enrolments', env.REQUESTS_PER_CLIENT_PER_HOUR, env.REQUESTS_PER_COURSE_PER_HOUR),
  demoRequest: writeLimit(
    'demo-request',
    'demo requests',
    env.REQUESTS_PER_CLIENT_PER_HOUR,
    env.REQUESTS_PER_COURSE_PER_HOUR,
  ),
  enquiry: writeLimit('enquiry', 'enquiries', env.REQUESTS_PER_CLIENT_PER_HOUR, env.REQUESTS_PER_COURSE_PER_HOUR),
  application: writeLimit(
    'application',
    'applications',
    env.REQUESTS_PER_CLIENT_PER_HOUR,
    env.REQUESTS_PER_COURSE_PER_HOUR,
    '',
  ),
};
export type WriteKind = keyof typeof writeLimits;

/** A client's second review of a course within 30 days (per address or pass; accounts are held by an index). */
export const reviewAgain: Budget = {
  ...budget('review-again', 1, 30 * 24 * 3600, ALREADY_REVIEWED),
  refusal: 'conflict',
};

/** Mails to the academy's inbox: a burst of INBOX_MAILS_AT_ONCE, then one per INBOX_DIGEST_EVERY_SECONDS (inbox.ts). */
export const inboxMails = budget(
  'inbox-mail',
  env.INBOX_MAILS_AT_ONCE,
  env.INBOX_MAILS_AT_ONCE * env.INBOX_DIGEST_EVERY_SECONDS,
);

/** The part after the last @, which is what a mail provider is known by. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
