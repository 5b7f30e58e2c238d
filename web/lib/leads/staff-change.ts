import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { memberName } from '@/lib/db/staff-names';
import { conflict, notFound } from '@/lib/domain-errors';
import type { LeadChange } from '@/lib/validation/leads';
import { leadAudit } from './audit';
import { lockLead, planMove, saveLead } from './move';
import { ownerMoved, requireActiveMember } from './owner';

const { leads, leadNotes, staffAudit, staffMembers } = tables;

export type LeadState = {
  id: number;
  status: tables.LeadStatus;
  lostCode: tables.LostReason | null;
  lostReason: string | null;
  ownerId: number | null;
  version: number;
};

/**
 * A member changes a lead's status and owner, from the version of the lead they saw. The lead is locked while it is
 * read and changed, so of two members saving at once the second finds a newer version and is told who changed it;
 * nothing is overwritten silently. The status moves by the transition table (planMove); each change writes its
 * audit row in the same transaction; a save that changes nothing writes nothing.
 */
export async function changeLead(actorId: number, id: number, change: LeadChange): Promise<LeadState> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (lead.version !== change.version) {
      const [latest] = await tx
        .select({ who: memberName })
        .from(staffAudit)
        .leftJoin(staffMembers, eq(staffAudit.staffId, staffMembers.id))
        .where(and(eq(staffAudit.subject, `lead:${id}`), inArray(staffAudit.action, ['lead.status', 'lead.owner'])))
        .orderBy(desc(staffAudit.id))
        .limit(1);
      throw conflict(
        `${latest?.who ?? 'Someone'} changed this lead while you were looking at it. Reload the page to see their change, then make yours.`,
      );
    }
    const ownerId = change.owner === '' ? null : Number(change.owner);
    if (ownerId !== null && ownerId !== lead.ownerId) await requireActiveMember(tx, ownerId);
    const actor = { by: 'staff', staffId: actorId } as const;
    const moved = await planMove(tx, lead, change.status, actor, {
      code: change.lostCode ?? 'other',
      note: change.lostReason,
    });
    const ownerChanged = await ownerMoved(tx, lead, ownerId, actor);
    if (!moved && !ownerChanged) return state(lead);
    return state(await saveLead(tx, lead, { ...moved, ownerId }));
  });
}

const state = (lead: tables.LeadRow): LeadState => ({
  id: lead.id,
  status: lead.status,
  lostCode: lead.lostCode,
  lostReason: lead.lostReason,
  ownerId: lead.ownerId,
  version: lead.version,
});

/** A member's note on a lead, with its audit row. Notes only add, so two at once never conflict. */
export async function addNote(actorId: number, leadId: number, body: string): Promise<{ id: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    if (!lead) throw notFound('No such lead');
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, staffId: actorId, body })
      .returning({ id: leadNotes.id });
    await leadAudit(tx, { by: 'staff', staffId: actorId }, 'lead.note', leadId, { note: note!.id });
    return { id: note!.id };
  });
}
