import { z } from 'zod';
import { notAMobileNumber, phoneAsSent } from '@/lib/phone';

/**
 * Building blocks for the form schemas. Every file in this folder is shared by the route handlers and by the
 * pages' react-hook-form (zodResolver), so nothing here may import server-only code.
 *
 * Messages come from the spec (section 5) verbatim; checks run in the order the spec lists them, so a field's first
 * issue is the one the form shows (the API's `fields` and react-hook-form both keep only that one). Checks do not
 * `abort`: an aborted field would stop the cross-field password confirmation from being reported beside it.
 */

/** Missing, null or blank text reports `required`; anything else that is not text gets zod's own message. */
export const requiredText = (required: string, max = 200) =>
  z
    .string({ error: (issue) => (issue.input == null ? required : undefined) })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`);

/** '2026-12-01': a day the calendar has ('2026-02-30' and '2026-13-01' are not, and never throw). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

export const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
export const LETTERS = /^\p{L}+$/u;

export const emailField = (required: string, invalid: string) =>
  requiredText(required, 254).regex(z.regexes.email, invalid).toLowerCase();

/**
 * Phone numbers arrive as text from the forms, in any of the shapes Indians write them ('+91 98765 43210',
 * '098765-43210'), read by the one phone rule (lib/phone.ts); a plain number from other clients is read as its digits.
 */
const phoneInput = (value: unknown) => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === 'string' ? phoneAsSent(value) : value;
};

/** Issue 52: ten digits that cannot be an Indian mobile number. Not the spec's; said in Hindi too (validation.json). */
export const MOBILE_START = 'Mobile number must start with 6, 7, 8 or 9';

/** The spec's checks of a phone field (`checks`), then that an Indian mobile number starts with 6 to 9. */
export const phoneField = (required: string, checks: (schema: ReturnType<typeof requiredText>) => z.ZodType<string>) =>
  z.preprocess(
    phoneInput,
    checks(requiredText(required, 20)).refine((national) => !notAMobileNumber(national), MOBILE_START),
  );

/** A number that may come as text (multipart fields, select values); blank counts as missing. */
export const numberInput = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

export const numberField = (required: string, notANumber: string) =>
  z.preprocess(numberInput, z.number({ error: (issue) => (issue.input == null ? required : notANumber) }));

/** Spec section 9: at most 16 characters in the input, at least 6. Passwords are never trimmed. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;

/** Issue 52: a new password on the common-password list, refused by the server (lib/academy/passwords.ts). */
export const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess';

export const newPassword = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, `password should contain at most ${PASSWORD_MAX} characters`);

/**
 * The form-level check that the field `confirmKey` repeats `password`, reported on that field (add it with
 * `.check()`). It runs whenever password is text, so a mismatch is reported together with other field errors,
 * not only once everything else is valid.
 */
export const confirmsPassword = <K extends string>(confirmKey: K, mismatch: string) =>
  z.refine<{ password: string } & Record<K, string>>((form) => form.password === form[confirmKey], {
    error: mismatch,
    path: [confirmKey],
    // The form may be anything a client sent (null, an array): look inside only when it is an object.
    when: ({ value }) =>
      typeof value === 'object' && value !== null && typeof (value as { password?: unknown }).password === 'string',
  });
