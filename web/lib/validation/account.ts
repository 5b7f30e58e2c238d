import { z } from 'zod';
import { confirmsPassword, emailField, newPassword } from './fields';
import { reviewFieldsSchema } from './review';
import { accountNameField, accountPhoneField } from './signup';

// The learner's own page (issue 30): one schema per form, shared by /account's forms and the /api/user routes.

/** Name and phone, with sign-up's rules and messages. */
export const profileSchema = z.object({ FullName: accountNameField(), phonenumber: accountPhoneField() });

/** A new email, verified by OTP beforehand through /api/otp/send and /api/otp/verify, as at sign-up. */
export const emailChangeSchema = z.object({ email: emailField('Email is required', 'Invalid email address') });

/** The current password, and a new one with sign-up's rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200),
    password: newPassword('password should contain atleast 6 character'),
    confirmPassword: z.string({ error: 'password must match' }),
  })
  .check(confirmsPassword('confirmPassword', 'password must match'))
  .refine((form) => form.password !== form.currentPassword, {
    error: 'The new password must differ from the current one',
    path: ['password'],
    when: ({ value }) =>
      typeof value === 'object' && value !== null && typeof (value as { password?: unknown }).password === 'string',
  });

/** An edit of one of my reviews: its stars and words (the name and course stay). */
export const reviewEditSchema = reviewFieldsSchema.pick({ ratings: true, reviewDescription: true });

/** Deleting the account: the OTP just verified for the account's email is checked by the server; the word is the learner's. */
export const eraseSchema = z.object({
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
export type ReviewEditInput = z.input<typeof reviewEditSchema>;
export type ReviewEdit = z.output<typeof reviewEditSchema>;
export type EraseInput = z.input<typeof eraseSchema>;
