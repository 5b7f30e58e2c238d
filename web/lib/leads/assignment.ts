import 'server-only';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { tables, type Inserter, type Tx } from '@/lib/db';
import type { LeadAssignment } from '@/lib/db/lead-words';
import { leadAudit } from './audit';

const { leadRules, staffMembers } = tables;

/**
 * Gives a new lead to the next counsellor in turn (issue 54), when an admin turned the round-robin on: the active
 * counsellors (not disabled, with a password set), ordered by id, the next after the last one given a lead. The
 * rules' row is locked for the turn (only while the round-robin is on), so fifty leads at once go to fifty turns,
 * never twice to one. Returns who takes the lead, or null when it stays unassigned; the caller saves the owner and
 * writes ownerTaken's audit row once the lead has its id.
 */
export async function nextInTurn(tx: Tx): Promise<TurnTaken | null> {
  const rulesRow = () =>
    tx
      .select({ assignment: leadRules.assignment, lastAssignedId: leadRules.lastAssignedId })
      .from(leadRules)
      .where(eq(leadRules.id, 1));
  const [read] = await rulesRow();
  if (!read || read.assignment === 'none') return null;
  const [rules] = await rulesRow().for('update');
  if (!rules || rules.assignment === 'none') return null;
  const turn = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.role, 'counsellor'), isNull(staffMembers.disabledAt), isNotNull(staffMembers.passwordHash)),
    )
    .orderBy(asc(staffMembers.id));
  if (turn.length === 0) return null;
  const next = turn.find((c) => c.id > (rules.lastAssignedId ?? 0)) ?? turn[0]!;
  await tx.update(leadRules).set({ lastAssignedId: next.id }).where(eq(leadRules.id, 1));
  return { ownerId: next.id, rule: rules.assignment };
}

/** A turn taken: the counsellor given the lead, and by which rule. */
export type TurnTaken = { ownerId: number; rule: Exclude<LeadAssignment, 'none'> };

/** The audit row of a new lead given by the round-robin: "Owner: nobody -> Asha, by the site". */
export const ownerTaken = (tx: Inserter, leadId: number, turn: TurnTaken) =>
  leadAudit(tx, { by: 'assignment' }, 'lead.owner', leadId, { from: null, to: turn.ownerId, rule: turn.rule });
