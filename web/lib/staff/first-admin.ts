import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { invalid, refused } from '@/lib/academy/errors';
import { hashPassword, refuseCommonPassword } from '@/lib/academy/passwords';
import { getDb, tables, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { audit } from './audit';
import { lockAdmins } from './members';
import { unspentLink } from './one-time-links';
import { endMemberSessions } from './sessions';
import { hashToken, newToken } from './tokens';

const { staffMembers, staffSetupLinks } = tables;

/**
 * The first admin without stopping the site (issue 51), as self-hosted products do it: while no active admin exists,
 * each server start prints a one-time setup link to its log (only whoever can read the log, the person who runs the
 * site, sees it). Opening it, they give their email and a password and are the admin; then they sign in as usual.
 * `npm run staff` still works on PostgreSQL and on a stopped site.
 */
export const SETUP_LINK_HOURS = 24;

/** As with the set-password links, the token travels in the fragment, so it reaches no access log or Referer. */
export const setupLinkUrl = (token: string) => new URL(`/staff/setup#${token}`, env.SITE_URL).toString();

export const ADMIN_EXISTS = 'This site has an admin already. Sign in, or ask an admin to invite you.';
export const SETUP_LINK_SPENT =
  'This setup link is not valid, has expired or was used already. Restart the site for a new one: while no admin exists, it prints one to its log at start.';

async function hasActiveAdmin(tx: Tx): Promise<boolean> {
  const [admin] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt)))
    .limit(1);
  return admin !== undefined;
}

/** Whether the setup page still has work to do: false once an active admin exists. */
export async function setupIsOpen(): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => !(await hasActiveAdmin(tx)));
}

/**
 * At server start: a new setup link while no active admin exists (older ones stay valid until they expire, so each
 * instance of a site behind a load balancer prints one that works), or undefined when an admin exists.
 */
export async function offerFirstAdminSetup(): Promise<string | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    if (await hasActiveAdmin(tx)) return undefined;
    await tx.delete(staffSetupLinks).where(lt(staffSetupLinks.expiresAt, new Date()));
    const token = newToken();
    await tx
      .insert(staffSetupLinks)
      .values({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SETUP_LINK_HOURS * 3600 * 1000) });
    return setupLinkUrl(token);
  });
}

/**
 * Makes the first admin from a setup link: refused once any active admin exists, and the link is spent by the
 * statement that checks it. An email that is a member already (a counsellor added from the command line) becomes
 * the admin, with this password and no session left from before. Returns the email, for the sign-in that follows.
 */
export async function createFirstAdmin(token: string, email: string, password: string): Promise<string> {
  // A common password is refused before the link is spent, so the same link takes another.
  await refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const address = email.trim().toLowerCase();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAdmins(tx);
    if (await hasActiveAdmin(tx)) throw refused(ADMIN_EXISTS);
    const [link] = await tx
      .update(staffSetupLinks)
      .set({ usedAt: new Date() })
      .where(unspentLink(staffSetupLinks, token))
      .returning({ id: staffSetupLinks.id });
    if (!link) throw invalid(SETUP_LINK_SPENT);
    const [member] = await tx
      .insert(staffMembers)
      .values({ email: address, role: 'admin', passwordHash })
      .onConflictDoUpdate({ target: staffMembers.email, set: { role: 'admin', passwordHash, disabledAt: null } })
      .returning({ id: staffMembers.id });
    await endMemberSessions(tx, member!.id);
    await audit(tx, member!.id, 'staff.setup', `staff:${member!.id}`, { role: 'admin' });
    return address;
  });
}
