import { z } from 'zod';
import { emailField, requiredText } from './fields';

/** The staff console's forms (issue 28), shared by its pages and its route handlers. */

export const STAFF_ROLES = ['admin', 'counsellor'] as const;
export const STAFF_PASSWORD_MIN = 10;

const email = emailField('Email is required', 'Invalid email address');

export const staffLoginSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must contain at most 128 characters'),
});

export const staffCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

const token = z.string({ error: 'This link is not valid' }).regex(/^[\w-]{43}$/, 'This link is not valid');
const newPassword = {
  password: z
    .string({ error: `Password must contain at least ${STAFF_PASSWORD_MIN} characters` })
    .min(STAFF_PASSWORD_MIN, `Password must contain at least ${STAFF_PASSWORD_MIN} characters`)
    .max(128, 'Password must contain at most 128 characters'),
  confirmPassword: z.string({ error: 'Passwords must match' }),
};
const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const mismatch = { error: 'Passwords must match', path: ['confirmPassword'] };

export const staffPasswordSchema = z.object({ token, ...newPassword }).refine(passwordsMatch, mismatch);

/** The first admin, from the setup link the server prints at start while the site has none (issue 51). */
export const staffSetupSchema = z.object({ token, email, ...newPassword }).refine(passwordsMatch, mismatch);

export const staffInviteSchema = z.object({
  email,
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
});

/** The name a member gives themselves, which the console shows for them (issue 54). */
export const staffNameSchema = z
  .object({
    displayName: requiredText('Your name is required', 60).refine(
      (name) => /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name),
      'Use letters, spaces, dots, hyphens and apostrophes',
    ),
  })
  .strict();
export type StaffNameInput = z.input<typeof staffNameSchema>;

/** The most categories a member takes leads of: more than the catalogue has. */
export const MEMBER_CATEGORIES_MAX = 50;

/**
 * The categories whose new leads a counsellor takes when leads go by category (issue 54), as the Team page's
 * checkboxes send them: category ids; none for every category.
 */
export const memberCategoriesSchema = z
  .object({
    categories: z
      .array(z.string({ error: 'Choose categories' }).regex(/^[1-9]\d{0,8}$/, 'Choose categories'), {
        error: 'Choose categories',
      })
      .max(MEMBER_CATEGORIES_MAX, 'Choose categories'),
  })
  .strict();

/** One change to a member: a new role, disabling / enabling them, or the categories whose leads they take. */
export const staffChangeSchema = z.union(
  [
    z.object({ role: z.enum(STAFF_ROLES, { error: 'Choose a role' }) }).strict(),
    z.object({ disabled: z.boolean({ error: 'disabled must be true or false' }) }).strict(),
    memberCategoriesSchema,
  ],
  { error: 'Send a role, disabled or categories' },
);

export type StaffLoginInput = z.input<typeof staffLoginSchema>;
export type StaffCodeInput = z.input<typeof staffCodeSchema>;
export type StaffPasswordInput = z.input<typeof staffPasswordSchema>;
export type StaffSetupInput = z.input<typeof staffSetupSchema>;
export type StaffInviteInput = z.input<typeof staffInviteSchema>;
export type StaffChange = z.output<typeof staffChangeSchema>;
export type MemberCategories = z.output<typeof memberCategoriesSchema>;

/** Hiding a review from the public, or showing it again (issue 50). */
export const reviewVisibilitySchema = z
  .object({ hidden: z.boolean({ error: 'hidden must be true or false' }) })
  .strict();
