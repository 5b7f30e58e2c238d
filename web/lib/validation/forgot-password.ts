import { z } from 'zod';
import { confirmsPassword, emailField, newPassword } from './fields';

/** `POST /user/forget {email, password, confirmPassword}`; the OTP is verified beforehand through /otp/verify. */
export const forgotPasswordSchema = z
  .object({
    email: emailField('Email is required', 'Invalid email address'),
    password: newPassword('password should contain atleast 6 character'),
    confirmPassword: z.string({ error: 'password must match' }),
  })
  .check(confirmsPassword('confirmPassword', 'password must match'));

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
