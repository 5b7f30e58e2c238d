import 'server-only';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { parseId } from '@/lib/academy/query-params';
import { getDb, tables } from '@/lib/db';
import type { FirstTouch, LeadDetails, LeadKind, LeadStatus, LostReason } from '@/lib/db/schema';
import { ERASED_LEAD_NAME } from '@/lib/db/lead-words';
import { memberName } from '@/lib/db/staff-names';

const { leads, leadNotes, staffAudit, staffMembers, users } = tables;

export type LeadNote = { id: number; author: string | null; body: string; createdAt: string };
export type LeadEvent = {
  id: number;
  actor: string | null;
  action: string;
  detail: Record<string, unknown>;
  createdAt: string;
};
export type OtherLead = { id: number; kind: LeadKind; courseNames: string; status: LeadStatus; receivedAt: string };
/** A member as the lead page names them (display name, else email), and whether they may still own leads. */
export type StaffChoice = { id: number; name: string; active: boolean };

export type LeadView = {
  id: number;
  kind: LeadKind;
  receivedAt: string;
  courseNames: string;
  name: string;
  email: string;
  phone: string;
  phoneDigits: string;
  city: string;
  details: LeadDetails;
  /** Where the learner first came from (issue 54): the source ('' before sources were kept) and the first touch. */
  source: string;
  firstTouch: FirstTouch | null;
  status: LeadStatus;
  lostCode: LostReason | null;
  lostReason: string | null;
  ownerId: number | null;
  owner: string | null;
  /** The next follow-up a member set, a new lead's respond-by, and when it is due (both, as the views read it): ISO. */
  followUpAt: string | null;
  respondBy: string | null;
  dueAt: string | null;
  version: number;
  /** When the learner deleted their account: the lead keeps its course, status and history, not the person. */
  erasedAt: string | null;
  account: { fullName: string; phone: string; createdAt: string } | null;
  others: OtherLead[];
  notes: LeadNote[];
  trail: LeadEvent[];
  staff: StaffChoice[];
};

const iso = (date: Date) => date.toISOString();

/** A lead's id as an address writes it ('120'), or null for anything else (parseId's rule). */
export function leadIdOf(text: string): number | null {
  try {
    return parseId('leadId', text);
  } catch {
    return null;
  }
}

/** Whether the address's lead exists (the proxy answers 404 before the page streams when not). */
export async function leadExists(text: string): Promise<boolean> {
  const id = leadIdOf(text);
  if (id === null) return false;
  const db = await getDb();
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id));
  return Boolean(row);
}

/**
 * Everything the lead's page shows: what was submitted, the learner's account if the email has one, the same
 * person's other leads (same email or phone), the notes, the audit trail, and every member (the owner picker and the history name them).
 */
export async function leadView(id: number): Promise<LeadView | null> {
  const db = await getDb();
  const [lead] = await db
    .select({ lead: leads, owner: memberName })
    .from(leads)
    .leftJoin(staffMembers, eq(leads.ownerId, staffMembers.id))
    .where(eq(leads.id, id));
  if (!lead) return null;
  const l = lead.lead;
  // An erased lead has no person left to match (its blank email would match every other erased lead).
  const samePerson = l.erasedAt
    ? sql`false`
    : l.phoneDigits.length === 10
      ? or(eq(leads.email, l.email), eq(leads.phoneDigits, l.phoneDigits))
      : eq(leads.email, l.email);
  const [account, others, notes, trail, staff] = await Promise.all([
    db
      .select({ fullName: users.fullName, phone: users.phone, createdAt: users.createdAt })
      .from(users)
      .where(l.erasedAt ? sql`false` : eq(users.email, l.email))
      .limit(1),
    db
      .select({
        id: leads.id,
        kind: leads.kind,
        courseNames: leads.courseNames,
        status: leads.status,
        receivedAt: leads.receivedAt,
      })
      .from(leads)
      .where(and(samePerson, ne(leads.id, id)))
      .orderBy(desc(leads.receivedAt), desc(leads.id))
      .limit(20),
    db
      .select({ id: leadNotes.id, author: memberName, body: leadNotes.body, createdAt: leadNotes.createdAt })
      .from(leadNotes)
      .leftJoin(staffMembers, eq(leadNotes.staffId, staffMembers.id))
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.id)),
    db
      .select({
        id: staffAudit.id,
        actor: memberName,
        action: staffAudit.action,
        detail: staffAudit.detail,
        createdAt: staffAudit.createdAt,
      })
      .from(staffAudit)
      .leftJoin(staffMembers, eq(staffAudit.staffId, staffMembers.id))
      .where(eq(staffAudit.subject, `lead:${id}`))
      .orderBy(asc(staffAudit.id)),
    db
      .select({ id: staffMembers.id, name: memberName, disabledAt: staffMembers.disabledAt })
      .from(staffMembers)
      .orderBy(asc(memberName)),
  ]);
  const person = account[0];
  return {
    id: l.id,
    kind: l.kind,
    receivedAt: iso(l.receivedAt),
    courseNames: l.courseNames,
    name: l.erasedAt ? ERASED_LEAD_NAME : l.name,
    email: l.email,
    phone: l.phone,
    phoneDigits: l.phoneDigits,
    city: l.city,
    details: l.details,
    source: l.source,
    firstTouch: l.firstTouch,
    status: l.status,
    lostCode: l.lostCode,
    lostReason: l.lostReason,
    ownerId: l.ownerId,
    owner: lead.owner,
    followUpAt: l.followUpAt ? iso(l.followUpAt) : null,
    respondBy: l.respondBy ? iso(l.respondBy) : null,
    dueAt: l.dueAt ? iso(l.dueAt) : null,
    version: l.version,
    erasedAt: l.erasedAt ? iso(l.erasedAt) : null,
    account: person ? { fullName: person.fullName, phone: person.phone, createdAt: iso(person.createdAt) } : null,
    others: others.map((o) => ({ ...o, receivedAt: iso(o.receivedAt) })),
    notes: notes.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
    trail: trail.map((t) => ({ ...t, createdAt: iso(t.createdAt) })),
    staff: staff.map((m) => ({ id: m.id, name: m.name, active: m.disabledAt === null })),
  };
}
