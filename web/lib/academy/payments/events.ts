import 'server-only';
import { tables, type Tx } from '@/lib/db';

const { paymentEvents } = tables;

/** Takes a webhook event by its id, in the transaction that acts on it: false when it was taken before (a repeat). */
export async function takeEvent(tx: Tx, eventId: string, event: string): Promise<boolean> {
  const taken = await tx
    .insert(paymentEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return taken.length > 0;
}
