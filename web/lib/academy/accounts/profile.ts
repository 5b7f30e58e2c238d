import type { UserRow } from '@/lib/db/schema';
import type { AccountProfile } from '../model';

/** What the academy shows of an account (the API route spells it as the contract does). */
export const profile = (user: UserRow): AccountProfile => ({
  email: user.email,
  fullName: user.fullName,
  phone: user.phone,
  role: user.roleId,
});
