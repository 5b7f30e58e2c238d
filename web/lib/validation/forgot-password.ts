import { z } from 'zod';
import { emailField, newPassword } from './fields';

/** `POST /user/forget {email, password, confirmPassword}`; the OTP is verified beforehand through /otp/verify. */
export const forgotPasswordSchema = z
  .object({
    email: emailField('Email is required', 'Invalid email address'),
    password: newPassword('password should contain atleast 6 character'),
    confirmPassword: z.string({ error: 'password must match' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'password must match',
    path: ['confirmPassword'],
    when: (payload) => typeof (payload.value as { password?: unknown }).password === 'string',
  });

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
