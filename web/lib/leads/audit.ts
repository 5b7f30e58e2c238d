import 'server-only';
import { tables, type Inserter } from '@/lib/db';
import type { Mover } from './transitions';

/**
 * Who moved a lead: a member by id; or what happened (the learner, a demo booked or attended, a payment), `by` in the
 * row's detail saying which, with the member who did it when one did (a counsellor booking a demo for the learner).
 */
export type LeadActor = { by: 'staff'; staffId: number } | { by: Exclude<Mover, 'staff'>; staffId?: number };

/** Who may write a lead's audit row: a mover, or the round-robin giving a new lead its owner (issue 54). */
type Auditor = LeadActor | { by: 'assignment'; staffId?: undefined };

/**
 * A lead's audit row, in the transaction of the change it records (the same staff_audit table the console's other
 * changes write, so a lead's history is one list). A member's row names the member; any other mover's says `by` in
 * the detail, as the learner's cancels and erasures always did, and names the member who acted, if one did.
 */
export async function leadAudit(
  tx: Inserter,
  actor: Auditor,
  action: string,
  leadId: number,
  detail: Record<string, unknown> = {},
) {
  const staffId = actor.staffId ?? null;
  await tx.insert(tables.staffAudit).values({
    staffId,
    action,
    subject: `lead:${leadId}`,
    detail: actor.by === 'staff' ? detail : { ...detail, by: actor.by },
  });
}
