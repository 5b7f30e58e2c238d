import 'server-only';
import { clockNow } from '@/lib/clock';
import { tables, type Db } from '@/lib/db';
import type { LeadDetails, LeadKind } from '@/lib/db/schema';
import { phoneDigits } from '@/lib/phone';
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
};

/**
 * Writes the lead for a submission just stored, in the submission's own transaction (the caller passes it): a
 * submission is never without its lead. It starts as 'new', to be contacted within the academy's response time
 * (issue 54); every later move is moveLead's. Returns the lead's id, for the notification's link to its page.
 */
export async function recordLead(tx: Pick<Db, 'insert' | 'select'>, lead: NewLead): Promise<number> {
  const respondBy = await respondByFor(tx, clockNow());
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
    })
    .returning({ id: tables.leads.id });
  return row!.id;
}
