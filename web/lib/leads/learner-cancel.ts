import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { notFound } from '@/lib/domain-errors';
import { planMove, saveLead } from './move';

const { leads } = tables;

/**
 * The learner cancels one of their own demo requests (found by the email it was sent with) while nobody has worked
 * it: the table allows 'new' -> 'cancelled' to the learner alone, and refuses any other status with the words the
 * booking page shows (409). The lead is locked, so a counsellor's change at the same moment and fifty clicks at once
 * leave one outcome; cancelling what is cancelled already answers the same and writes nothing.
 */
export async function cancelByLearner(email: string, leadId: number): Promise<'cancelled'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.email, email), eq(leads.kind, 'demo'), isNull(leads.erasedAt)))
      .for('update');
    if (!lead) throw notFound('No such demo request');
    const moved = await planMove(tx, lead, 'cancelled', { by: 'learner' });
    if (moved) await saveLead(tx, lead, moved);
    return 'cancelled' as const;
  });
}
