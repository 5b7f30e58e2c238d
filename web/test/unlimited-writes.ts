/**
 * The suites (and the reliability bench) send hundreds of reviews, enrolments and enquiries to a few courses from
 * one client nobody knows, and read every inbox notification: the anonymous write limits and the inbox digest
 * (web/lib/academy/limits.ts) would refuse or collect them. Servers the tests start get these unless a test sets
 * its own; test/api/write-limits.test.ts tests the limits themselves.
 */
export const UNLIMITED_WRITES = {
  REVIEWS_PER_CLIENT_PER_HOUR: '1000000',
  REVIEWS_PER_COURSE_PER_HOUR: '1000000',
  REQUESTS_PER_CLIENT_PER_HOUR: '1000000',
  REQUESTS_PER_COURSE_PER_HOUR: '1000000',
  INBOX_MAILS_AT_ONCE: '1000000',
} as const;
