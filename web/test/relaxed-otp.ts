/**
 * For servers whose tests sign many learners up, every one at @example.in: the site's and the domain's OTP mail
 * budgets would refuse them, so they are raised, and a code may be asked again after 1 s instead of 30 s.
 * test/api/abuse-limits.test.ts tests the real limits.
 */
export const RELAXED_OTP = {
  OTP_MAILS_PER_MINUTE: '100000',
  OTP_MAILS_PER_DOMAIN_PER_MINUTE: '100000',
  OTP_RESEND_BASE_SECONDS: '1',
  OTP_RESEND_CAP_SECONDS: '2',
} as const;
