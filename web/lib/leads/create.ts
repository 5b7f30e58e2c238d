import 'server-only';
import { clockNow } from '@/lib/clock';
import { tables, type Tx } from '@/lib/db';
import type { FirstTouch, LeadDetails, LeadKind } from '@/lib/db/schema';
import { phoneDigits } from '@/lib/phone';
import { nextInTurn, ownerTaken } from './assignment';
import { sourceOf } from './first-touch';
import { respondByFor } from './follow-up';

/** A submission as the staff console's inbox keeps it (issue 28): who, about which courses, and what they sent. */
export type NewLead = {
  kind: LeadKind;
  sourceId: number;
  courseIds: number[];
  courseNames: string[];
  name: string;
  email: string;
  phone: string;
  city: string;
  details: LeadDetails;
  /** Where the learner first came from (the first-touch cookie); null or missing: 'direct'. */
  firstTouch?: FirstTouch | null;
};

/**
 * Writes the lead for a submission just stored, in the submission's own transaction (the caller passes it): a
 * submission is never without its lead. It starts as 'new', to be contacted within the academy's response time, with
 * where the learner first came from and, when the round-robin is on, the counsellor whose turn it is (issue 54);
 * every later move is moveLead's. Returns the lead's id, for the notification's link to its page.
 */
export async function recordLead(tx: Tx, lead: NewLead): Promise<number> {
  const respondBy = await respondByFor(tx, clockNow());
  const turn = await nextInTurn(tx, lead.courseIds);
  const [row] = await tx
    .insert(tables.leads)
    .values({
      kind: lead.kind,
      sourceId: lead.sourceId,
      courseIds: lead.courseIds,
      courseNames: lead.courseNames.join(', '),
      name: lead.name.trim(),
      email: lead.email.trim().toLowerCase(),
      phone: lead.phone.trim(),
      phoneDigits: phoneDigits(lead.phone),
      city: lead.city.trim(),
      details: lead.details,
      respondBy,
      source: sourceOf(lead.firstTouch ?? null),
      firstTouch: lead.firstTouch ?? null,
      ownerId: turn?.ownerId ?? null,
    })
    .returning({ id: tables.leads.id });
  if (turn) await ownerTaken(tx, row!.id, turn);
  return row!.id;
}
