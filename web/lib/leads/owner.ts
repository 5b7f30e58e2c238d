import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';
import type { LeadRow } from '@/lib/db/schema';
import { invalid } from '@/lib/domain-errors';
import { leadAudit, type LeadActor } from './audit';

const { staffMembers } = tables;
const ACTIVE_MEMBER = 'Choose an active staff member';

/** Refuses an owner who is not an active member (a disabled one keeps the leads they have, and gets no more). */
export async function requireActiveMember(db: Pick<Tx, 'select'>, memberId: number): Promise<void> {
  const [member] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, memberId), isNull(staffMembers.disabledAt)));
  if (!member) throw invalid(ACTIVE_MEMBER, { fields: { owner: ACTIVE_MEMBER } });
}

/**
 * Writes the audit row of a new owner for a lead locked in `tx`, and says whether it is one. The caller saves
 * `ownerId` with its other changes, as one new version of the lead.
 */
export async function ownerMoved(tx: Tx, lead: LeadRow, ownerId: number | null, actor: LeadActor): Promise<boolean> {
  if (ownerId === lead.ownerId) return false;
  await leadAudit(tx, actor, 'lead.owner', lead.id, { from: lead.ownerId, to: ownerId });
  return true;
}
