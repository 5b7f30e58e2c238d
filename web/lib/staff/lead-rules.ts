import 'server-only';
import { getDb, tables } from '@/lib/db';
import { DEFAULT_RESPONSE_HOURS, responseHours } from '@/lib/leads/follow-up';
import { audit } from './audit';

const { leadRules } = tables;

export type LeadRules = { responseHours: number };

/** The academy's rules for new leads, as admins last set them (the defaults before any did). */
export async function readLeadRules(): Promise<LeadRules> {
  return { responseHours: await responseHours(await getDb()) };
}

/** An admin sets the response time; leads received from now on are due by it. With its audit row. */
export async function setLeadRules(actorId: number, rules: LeadRules): Promise<LeadRules> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(leadRules).for('update');
    if (before?.responseHours === rules.responseHours) return;
    await tx
      .insert(leadRules)
      .values({ id: 1, responseHours: rules.responseHours })
      .onConflictDoUpdate({ target: leadRules.id, set: { responseHours: rules.responseHours, updatedAt: new Date() } });
    await audit(tx, actorId, 'lead-rules.change', 'lead-rules', {
      from: before?.responseHours ?? DEFAULT_RESPONSE_HOURS,
      to: rules.responseHours,
    });
  });
  return rules;
}
