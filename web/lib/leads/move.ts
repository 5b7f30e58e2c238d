import 'server-only';
import { eq } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';
import type { LeadRow, LeadStatus, LostReason } from '@/lib/db/schema';
import { conflict, invalid, notFound } from '@/lib/domain-errors';
import { leadAudit, type LeadActor } from './audit';
import { refusalOf } from './transitions';

const { leads } = tables;

/** Why a lead was lost: a code, and a note in words ('' for none; 'other' needs one). */
export type LostWhy = { code: LostReason; note: string };

const SAY_WHY = 'Say why the lead was lost';

type Milestone = 'firstResponseAt' | 'demoBookedAt' | 'demoAttendedAt' | 'enrolledAt';
export type PlannedMove = Pick<LeadRow, 'status' | 'lostCode' | 'lostReason'> & Partial<Pick<LeadRow, Milestone>>;

/** The milestone a status reaches (issue 54's funnel), set on the lead the first time it gets there. */
const MILESTONES: Partial<Record<LeadStatus, Milestone>> = {
  demo_scheduled: 'demoBookedAt',
  demo_done: 'demoAttendedAt',
  enrolled: 'enrolledAt',
};

/** The milestones a move reaches for the first time: the academy's first answer, a demo booked or attended, enrolled. */
function reached(lead: LeadRow, to: LeadStatus, actor: LeadActor): Partial<Pick<LeadRow, Milestone>> {
  const now = new Date();
  const firsts: Partial<Pick<LeadRow, Milestone>> = {};
  // The first move out of 'new' by anyone but the learner (who only cancels) is the academy's first answer.
  if (lead.status === 'new' && lead.firstResponseAt === null && actor.by !== 'learner') firsts.firstResponseAt = now;
  const milestone = MILESTONES[to];
  if (milestone && lead[milestone] === null) firsts[milestone] = now;
  return firsts;
}

/**
 * Checks a move of a lead already locked in `tx` against the table, writes its audit row, and returns the columns
 * to save, or null when it changes nothing (no row then). The caller saves them with its own changes in one UPDATE,
 * so a member's save of status and owner is one new version.
 */
export async function planMove(
  tx: Tx,
  lead: LeadRow,
  to: LeadStatus,
  actor: LeadActor,
  lost?: LostWhy,
): Promise<PlannedMove | null> {
  const refusal = refusalOf(lead.status, to, actor.by);
  if (refusal) throw actor.by === 'learner' ? conflict(refusal) : invalid(refusal, { fields: { status: refusal } });
  const why = to === 'lost' ? lost : undefined;
  if (to === 'lost' && (!why || (why.code === 'other' && why.note.trim() === '')))
    throw invalid(SAY_WHY, { fields: { lostReason: SAY_WHY } });
  const next: PlannedMove = {
    status: to,
    lostCode: why?.code ?? null,
    lostReason: why ? why.note.trim() || null : null,
    ...reached(lead, to, actor),
  };
  if (next.status === lead.status && next.lostCode === lead.lostCode && next.lostReason === lead.lostReason)
    return null;
  await leadAudit(tx, actor, 'lead.status', lead.id, {
    from: lead.status,
    to,
    ...(next.lostCode ? { code: next.lostCode } : {}),
    ...(next.lostReason ? { reason: next.lostReason } : {}),
  });
  return next;
}

/** The lead, locked until `tx` ends, so two movers at once take turns and the second sees the first's move. */
export async function lockLead(tx: Tx, leadId: number): Promise<LeadRow> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead) throw notFound('No such lead');
  return lead;
}

export async function saveLead(tx: Tx, lead: LeadRow, changes: Partial<LeadRow>): Promise<LeadRow> {
  const [saved] = await tx
    .update(leads)
    .set({ ...changes, version: lead.version + 1, updatedAt: new Date() })
    .where(eq(leads.id, lead.id))
    .returning();
  return saved!;
}

/**
 * Moves a lead to `to` in the caller's transaction, for any mover the table names: the site's own moves (a demo
 * booked -> demo_scheduled, `{ by: 'demo-booked' }`; paid -> enrolled, `{ by: 'paid' }`) call this from the
 * transaction that records the booking or the payment. Refused moves throw with the table's reason and change
 * nothing; a move to where the lead is already changes nothing and writes no row.
 */
export async function moveLead(
  tx: Tx,
  leadId: number,
  to: LeadStatus,
  actor: LeadActor,
  lost?: LostWhy,
): Promise<LeadRow> {
  const lead = await lockLead(tx, leadId);
  const planned = await planMove(tx, lead, to, actor, lost);
  return planned ? saveLead(tx, lead, planned) : lead;
}
