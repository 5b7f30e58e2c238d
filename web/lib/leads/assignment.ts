import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { tables, type Inserter, type Tx } from '@/lib/db';
import type { LeadAssignment } from '@/lib/db/lead-words';
import { leadAudit } from './audit';

const { courses, leadRules, staffMembers } = tables;

type Counsellor = { id: number; categoryIds: number[] };

/**
 * Whose turn a lead of `categories` may be, by category: the counsellors of one of its categories; when none has
 * any, those who take every category (none chosen); when there are none of those either, every counsellor.
 */
export function turnTakers(counsellors: Counsellor[], categories: readonly number[]): Counsellor[] {
  const theirs = counsellors.filter((c) => c.categoryIds.some((id) => categories.includes(id)));
  if (theirs.length > 0) return theirs;
  const anyCategory = counsellors.filter((c) => c.categoryIds.length === 0);
  return anyCategory.length > 0 ? anyCategory : counsellors;
}

/**
 * Gives a new lead of the courses `courseIds` to the next counsellor in turn (issue 54), when an admin turned the
 * round-robin on: the active counsellors (not disabled, with a password set), by category when the rules say so
 * (turnTakers), ordered by id, the next after the last one given a lead. The rules' row is locked for the turn (only
 * while the round-robin is on), so fifty leads at once go to fifty turns, never twice to one. Returns who takes the
 * lead, or null when it stays unassigned; the caller saves the owner and writes ownerTaken's audit row once the lead
 * has its id.
 */
export async function nextInTurn(tx: Tx, courseIds: readonly number[]): Promise<TurnTaken | null> {
  const rulesRow = () =>
    tx
      .select({ assignment: leadRules.assignment, lastAssignedId: leadRules.lastAssignedId })
      .from(leadRules)
      .where(eq(leadRules.id, 1));
  const [read] = await rulesRow();
  if (!read || read.assignment === 'none') return null;
  const [rules] = await rulesRow().for('update');
  if (!rules || rules.assignment === 'none') return null;
  const counsellors = await tx
    .select({ id: staffMembers.id, categoryIds: staffMembers.categoryIds })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.role, 'counsellor'), isNull(staffMembers.disabledAt), isNotNull(staffMembers.passwordHash)),
    )
    .orderBy(asc(staffMembers.id));
  const turn =
    rules.assignment === 'by_category' ? turnTakers(counsellors, await categoriesOf(tx, courseIds)) : counsellors;
  if (turn.length === 0) return null;
  const next = turn.find((c) => c.id > (rules.lastAssignedId ?? 0)) ?? turn[0]!;
  await tx.update(leadRules).set({ lastAssignedId: next.id }).where(eq(leadRules.id, 1));
  return { ownerId: next.id, rule: rules.assignment };
}

/** The categories of a lead's courses. */
async function categoriesOf(tx: Tx, courseIds: readonly number[]): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: courses.categoryId })
    .from(courses)
    .where(inArray(courses.id, [...courseIds]));
  return rows.map((row) => row.id);
}

/** A turn taken: the counsellor given the lead, and by which rule. */
export type TurnTaken = { ownerId: number; rule: Exclude<LeadAssignment, 'none'> };

/** The audit row of a new lead given by the round-robin: "Owner: nobody -> Asha, by the site". */
export const ownerTaken = (tx: Inserter, leadId: number, turn: TurnTaken) =>
  leadAudit(tx, { by: 'assignment' }, 'lead.owner', leadId, { from: null, to: turn.ownerId, rule: turn.rule });
