import 'server-only';

/**
 * Issue 52: passwords people choose most, refused for a learner's new password. The list is @zxcvbn-ts/language-common's
 * (49,233 entries, lower case, from leaked-password corpora; the same package password meters across the web load),
 * read on the first new password rather than at start, and held as a set.
 */
let common: Promise<ReadonlySet<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** Whether the password, in any letter case, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
