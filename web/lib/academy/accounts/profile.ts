import type { UserRow } from '@/lib/db/schema';

/** A user as the contract spells it (spec section 3: FullName, phonenumber, roleid). */
export const profile = (user: UserRow) => ({
  email: user.email,
  FullName: user.fullName,
  phonenumber: user.phonenumber,
  roleid: user.roleId,
});
