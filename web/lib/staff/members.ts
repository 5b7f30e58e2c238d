import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { conflict, invalid, notFound, refused } from '@/lib/academy/errors';
import { getDb, tables, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { env } from '@/lib/env';
import { hashPassword, refuseCommonPassword } from '@/lib/academy/passwords';
import type { StaffChange } from '@/lib/validation/staff';
import { audit } from './audit';
import { unspentLink } from './one-time-links';
import { endMemberSessions } from './sessions';
import { hashToken, newToken } from './tokens';

const { categories, staffMembers, staffPasswordLinks } = tables;
type Role = tables.StaffRole;

/** How long a link to set a password stays valid. */
export const PASSWORD_LINK_HOURS = 24;

/** The page a one-time link opens; the token travels in the fragment, so it reaches no server log. */
export const passwordLinkUrl = (token: string) => new URL(`/staff/set-password#${token}`, env.SITE_URL).toString();

async function newPasswordLink(tx: Tx, staffId: number): Promise<string> {
  const token = newToken();
  await tx.insert(staffPasswordLinks).values({
    staffId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_LINK_HOURS * 3600 * 1000),
  });
  return passwordLinkUrl(token);
}

/**
 * Adds a member (the command line: `actorId` null; or an admin's invitation) and returns their one-time link to
 * set a password. An email that is a member already is refused.
 */
export async function addMember(
  email: string,
  role: Role,
  actorId: number | null,
): Promise<{ id: number; link: string }> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx
        .insert(staffMembers)
        .values({ email: email.trim().toLowerCase(), role })
        .returning({ id: staffMembers.id });
      await audit(tx, actorId, 'staff.add', `staff:${member!.id}`, { role });
      return { id: member!.id, link: await newPasswordLink(tx, member!.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This email is a staff member already');
    throw error;
  }
}

/** A fresh link for a member who lost theirs or forgot their password (the command line's `link`). */
export async function renewPasswordLink(email: string): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(eq(staffMembers.email, email.trim().toLowerCase()));
    if (!member) throw notFound('No staff member has this email');
    await audit(tx, null, 'staff.link', `staff:${member.id}`);
    return newPasswordLink(tx, member.id);
  });
}

/**
 * Sets a member's password from a one-time link: the link must be unused and under 24 hours old, and is spent by
 * the same statement that checks it, so a link opened twice at once sets one password. Every session of the member
 * ends. Returns the member's email, for the sign-in page that follows.
 */
export async function setPasswordFromLink(token: string, password: string): Promise<string> {
  // A common password is refused before the link is looked at, so the member can choose again with the same link.
  await refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffPasswordLinks)
      .set({ usedAt: new Date() })
      .where(unspentLink(staffPasswordLinks, token))
      .returning({ staffId: staffPasswordLinks.staffId });
    if (!link) throw invalid('This link has expired or was used already. Ask an admin for a new one.');
    const [member] = await tx
      .update(staffMembers)
      .set({ passwordHash })
      .where(eq(staffMembers.id, link.staffId))
      .returning({ email: staffMembers.email });
    await endMemberSessions(tx, link.staffId);
    await audit(tx, link.staffId, 'staff.password', `staff:${link.staffId}`);
    return member!.email;
  });
}

export type MemberListing = {
  id: number;
  email: string;
  /** What the console shows for them: their display name, else their email. */
  name: string;
  role: Role;
  active: boolean;
  hasPassword: boolean;
  /** The categories whose new leads they take when leads go by category; none: any. */
  categoryIds: number[];
  createdAt: string;
};

/** Every member, oldest first. */
export async function listMembers(): Promise<MemberListing[]> {
  const db = await getDb();
  const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.id));
  return rows.map((m) => ({
    id: m.id,
    email: m.email,
    name: m.displayName ?? m.email,
    role: m.role,
    active: m.disabledAt === null,
    hasPassword: m.passwordHash !== null,
    categoryIds: m.categoryIds,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** Held by every change that may add or take away an admin (here, and the first admin's setup), so none cross. */
export const lockAdmins = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-admins'))`);

/**
 * An admin changes a member's role or disables / enables them. The last active admin can be neither demoted nor
 * disabled: the check and the change run under one lock, so two admins demoting each other at once leave one.
 * Disabling ends the member's sessions at once.
 */
export async function changeMember(actorId: number, memberId: number, change: StaffChange): Promise<MemberListing> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockAdmins(tx);
    // The actor's role is read again under the lock: one demoted a moment ago acts no more.
    const [actor] = await tx.select().from(staffMembers).where(eq(staffMembers.id, actorId));
    if (actor?.role !== 'admin' || actor.disabledAt !== null) throw refused('Only admins can do this');
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, memberId));
    if (!member) throw notFound('No such staff member');
    if ('categories' in change) {
      await setCategories(tx, actorId, member, change.categories);
      return;
    }
    const losesAdmin =
      member.role === 'admin' &&
      member.disabledAt === null &&
      ('role' in change ? change.role !== 'admin' : change.disabled);
    if (losesAdmin) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.disabledAt), ne(staffMembers.id, memberId)));
      if (!others?.n) throw refused('The last active admin cannot be demoted or disabled');
    }
    if ('role' in change) {
      await tx.update(staffMembers).set({ role: change.role }).where(eq(staffMembers.id, memberId));
      await audit(tx, actorId, 'staff.role', `staff:${memberId}`, { from: member.role, to: change.role });
    } else {
      await tx
        .update(staffMembers)
        .set({ disabledAt: change.disabled ? (member.disabledAt ?? new Date()) : null })
        .where(eq(staffMembers.id, memberId));
      if (change.disabled) await endMemberSessions(tx, memberId);
      await audit(tx, actorId, change.disabled ? 'staff.disable' : 'staff.enable', `staff:${memberId}`);
    }
  });
  const listing = (await listMembers()).find((m) => m.id === memberId);
  return listing!;
}

/**
 * The categories whose new leads a member takes when leads go by category (issue 54): ids of categories that exist
 * (one that does not is a 400 and changes nothing), kept in order, each once; an audit row when they changed.
 */
async function setCategories(
  tx: Tx,
  actorId: number,
  member: { id: number; categoryIds: number[] },
  asked: readonly string[],
) {
  const ids = [...new Set(asked.map(Number))].sort((a, b) => a - b);
  const known = ids.length
    ? await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
    : [];
  if (known.length !== ids.length) throw invalid('Choose categories', { fields: { categories: 'Choose categories' } });
  if (ids.join(',') === member.categoryIds.join(',')) return;
  await tx.update(staffMembers).set({ categoryIds: ids }).where(eq(staffMembers.id, member.id));
  await audit(tx, actorId, 'staff.categories', `staff:${member.id}`, { from: member.categoryIds, to: ids });
}

/** A member names themselves (issue 54): the console shows it for them from the next page on, with its audit row. */
export async function setOwnName(memberId: number, displayName: string): Promise<{ displayName: string }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ displayName: staffMembers.displayName })
      .from(staffMembers)
      .where(eq(staffMembers.id, memberId))
      .for('update');
    if (!before) throw notFound('No such staff member');
    if (before.displayName === displayName) return;
    await tx.update(staffMembers).set({ displayName }).where(eq(staffMembers.id, memberId));
    await audit(tx, memberId, 'staff.name', `staff:${memberId}`, { from: before.displayName, to: displayName });
  });
  return { displayName };
}
