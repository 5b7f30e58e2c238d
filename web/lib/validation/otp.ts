import { z } from 'zod';
import { emailField } from './fields';

export const OTP_DIGITS = 6;

const email = emailField('Email is required', 'Invalid email address');

/** `POST /otp/send {email}` */
export const otpSendSchema = z.object({ email });

/** The OTP input: required, 6 digits. The contract sends it as an integer; text from a form is read too. */
export const otpCodeField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
  z
    .string({ error: 'please enter otp' })
    .trim()
    .min(1, 'please enter otp')
    .regex(/^\d{6}$/, 'OTP must be 6 digits')
    .transform(Number),
);

/** `POST /otp/verify {email, otpCode}` */
export const otpVerifySchema = z.object({ email, otpCode: otpCodeField });

export type OtpSend = z.output<typeof otpSendSchema>;
export type OtpVerify = z.output<typeof otpVerifySchema>;
