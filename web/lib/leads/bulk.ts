import 'server-only';
import { clockNow } from '@/lib/clock';
import { getDb, type Tx } from '@/lib/db';
import type { LeadRow } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-errors';
import type { BulkChange } from '@/lib/validation/leads';
import type { LeadActor } from './audit';
import type { BulkOutcome } from './bulk-outcome';
import { pickedTime } from './due-times';
import { followUpMoved } from './follow-up';
import { lockLead, planMove, saveLead } from './move';
import { ownerMoved, requireActiveMember } from './owner';

/** Leads changed in one transaction: a list's worth, so an action on thousands never holds all their locks. */
const BATCH = 100;

/** The owner an action names, checked once: undefined for "as it is", null for nobody, or an active member. */
async function ownerOf(owner: string, actorId: number): Promise<number | null | undefined> {
  if (owner === '') return undefined;
  if (owner === 'none') return null;
  if (owner === 'me') return actorId;
  await requireActiveMember(await getDb(), Number(owner));
  return Number(owner);
}

/** The action resolved once for every lead: its owner, and its follow-up's instant (undefined: as it is). */
type Plan = { change: BulkChange; ownerId: number | null | undefined; followUpAt: Date | null | undefined };

/**
 * The action on one locked lead, as one new version of it: the status first, which the table may refuse before
 * anything of the lead is written, then the owner and the follow-up, each with its audit row. True when it changed.
 */
async function changeOne(tx: Tx, lead: LeadRow, { change, ownerId, followUpAt }: Plan, actor: LeadActor) {
  const moved = change.status
    ? await planMove(tx, lead, change.status, actor, { code: change.lostCode ?? 'other', note: change.lostReason })
    : null;
  const ownerChanged = ownerId !== undefined && (await ownerMoved(tx, lead, ownerId, actor));
  const followUpChanged = followUpAt !== undefined && (await followUpMoved(tx, lead, followUpAt, actor));
  if (!moved && !ownerChanged && !followUpChanged) return false;
  await saveLead(tx, lead, {
    ...moved,
    ...(ownerChanged ? { ownerId } : {}),
    ...(followUpChanged ? { followUpAt } : {}),
  });
  return true;
}

/**
 * A member's one action on several leads (issue 54): each lead is locked and changed by the same rules as on its own
 * page, with its own audit rows. Leads are taken in id order, so two members' actions at once never deadlock and the
 * second finds the first's change (the same action again changes nothing); a lead the action does not apply to (a
 * status the table refuses, a lead gone) is reported and the others go on.
 */
export async function changeLeads(actorId: number, ids: readonly number[], change: BulkChange): Promise<BulkOutcome> {
  const now = clockNow();
  const plan: Plan = {
    change,
    ownerId: await ownerOf(change.owner, actorId),
    followUpAt:
      change.followUp === '' ? undefined : change.followUp === 'clear' ? null : pickedTime(change.followUp, now),
  };
  const actor = { by: 'staff', staffId: actorId } as const;
  const outcome: BulkOutcome = { changed: 0, unchanged: 0, refused: [] };
  const ordered = [...new Set(ids)].sort((a, b) => a - b);
  const db = await getDb();
  for (let i = 0; i < ordered.length; i += BATCH) {
    await db.transaction(async (tx) => {
      for (const id of ordered.slice(i, i + BATCH)) {
        let lead: LeadRow | null = null;
        try {
          lead = await lockLead(tx, id);
          if (await changeOne(tx, lead, plan, actor)) outcome.changed++;
          else outcome.unchanged++;
        } catch (error) {
          // The rules refuse before anything of the lead is written, so the batch's other leads stand.
          if (!(error instanceof DomainError)) throw error;
          const name = lead && !lead.erasedAt ? lead.name : null;
          outcome.refused.push({ id, name, reason: error.message });
        }
      }
    });
  }
  return outcome;
}
