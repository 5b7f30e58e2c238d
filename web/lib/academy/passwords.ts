import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORD } from '@/lib/validation/fields';
import { isCommonPassword } from './common-passwords';
import { throwFields } from './input';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). @node-rs/argon2 uses argon2id by
 * default; its Algorithm enum is a const enum that isolated modules cannot import, so the default stands.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * Refuses a password a learner chooses (sign-up, reset, change) that is on the common-password list, under the
 * password field (issue 52). Called first, like the form's own checks: a refused password spends no write budget and
 * no OTP grant, so a learner trying a few passwords is not locked out of the next hour.
 */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throwFields({ password: COMMON_PASSWORD });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Verified against when an email has no account, so a miss takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-timing'));
