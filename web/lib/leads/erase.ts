import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { tables, type Tx } from '@/lib/db';
import type { LeadKind } from '@/lib/db/schema';

const { leadNotes, leads, staffAudit } = tables;

/**
 * Erases the person from every lead sent with this email, in the caller's transaction (the account's deletion,
 * issue 30): the staff's notes on them go, the lead keeps its course, status and history without the person, and
 * each gets an audit row by the learner. Returns the erased leads' submissions, for the caller to blank those too.
 */
export async function eraseLeadsOf(tx: Tx, email: string): Promise<{ kind: LeadKind; sourceId: number }[]> {
  const theirs = await tx
    .select({ id: leads.id, kind: leads.kind, sourceId: leads.sourceId })
    .from(leads)
    .where(and(eq(leads.email, email), isNull(leads.erasedAt)));
  const ids = theirs.map((lead) => lead.id);
  if (ids.length) {
    await tx.delete(leadNotes).where(inArray(leadNotes.leadId, ids));
    await tx
      .update(leads)
      .set({
        name: '',
        email: '',
        phone: '',
        phoneDigits: '',
        city: '',
        details: [],
        erasedAt: new Date(),
        version: sql`${leads.version} + 1`,
        updatedAt: new Date(),
      })
      .where(inArray(leads.id, ids));
    // One insert for all of them (leadAudit writes one row at a time); the same shape: nobody, by the learner.
    await tx
      .insert(staffAudit)
      .values(
        ids.map((id) => ({ staffId: null, action: 'lead.erased', subject: `lead:${id}`, detail: { by: 'learner' } })),
      );
  }
  return theirs.map(({ kind, sourceId }) => ({ kind, sourceId }));
}
