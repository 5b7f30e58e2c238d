import 'server-only';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Inserter } from '@/lib/db';
import type { LeadDetails, LeadKind } from '@/lib/db/schema';
import { enqueue, type Mail } from '@/lib/mail';
import { recordLead, type NewLead } from '@/lib/leads/create';

type SubmissionTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/**
 * Stores one submitted form (demo request, enquiry, enrolment), its lead for the staff console and the learner's
 * confirmation mail (queued for the mail workers) in one transaction: all of them or none. Returns the new ids,
 * for the reply and the inbox's notification.
 */
export async function storeSubmission<T extends SubmissionTable>(
  table: T,
  values: PgInsertValue<T>,
  lead: Omit<NewLead, 'sourceId'>,
  confirmation?: Mail,
  /** What else the submission writes with its ids, in the same transaction (a demo request's booking). */
  also?: (tx: Inserter, ids: { id: number; leadId: number }) => Promise<unknown>,
): Promise<{ id: number; leadId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(table).values(values).returning({ id: table.id });
    const id = row!.id;
    const leadId = await recordLead(tx, { ...lead, sourceId: id });
    await also?.(tx, { id, leadId });
    if (confirmation) await enqueue(confirmation, 'learner', { db: tx });
    return { id, leadId };
  });
}

/** Who sent a form: the contact fields every submission has (an enquiry asks for no city). */
type Sender = { name: string; email: string; phone: string; city?: string };

/** The lead of a submission about no listed course: its sender and the form's details. */
export const senderLead = (kind: LeadKind, sender: Sender, details: LeadDetails): Omit<NewLead, 'sourceId'> => ({
  kind,
  courseIds: [],
  courseNames: [],
  name: sender.name,
  email: sender.email,
  phone: sender.phone,
  city: sender.city ?? '',
  details,
});

/** The lead of a submission about one course: its sender, and the course's line before the form's own details. */
export const courseLead = (
  kind: LeadKind,
  course: { id: number; courseName: string },
  sender: Sender,
  details: LeadDetails,
): Omit<NewLead, 'sourceId'> => ({
  ...senderLead(kind, sender, [['Course', course.courseName], ...details]),
  courseIds: [course.id],
  courseNames: [course.courseName],
});

/** The columns a submission about one course and one of its trainers (demo request, enrolment) stores for both. */
export const trainerSubmission = (
  course: { id: number },
  trainer: { id: number; trainerName: string },
  sender: Required<Sender>,
) => ({
  courseId: course.id,
  trainerId: trainer.id,
  name: sender.name,
  email: sender.email,
  phone: sender.phone,
  city: sender.city,
  trainerName: trainer.trainerName,
});
