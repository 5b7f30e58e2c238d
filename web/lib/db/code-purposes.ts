// What an emailed code may open (issue 50). Plain values, no imports: the forms in the browser send the learner's
// purposes, the validation reads them, and the otp_codes table stores them.

/** The learner's account actions that start with a code mailed to the email (spec: sign up, forgot password). */
export const OTP_PURPOSES = ['signup', 'reset-password', 'change-email', 'delete-account'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Every purpose a code row can hold: the learner's, and the staff sign-in's second step, which /api/otp/verify never reads. */
export type CodePurpose = OtpPurpose | 'staff-sign-in';
