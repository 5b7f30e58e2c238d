import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { DEFAULT_RESPONSE_HOURS } from '@/lib/leads/follow-up';
import type { LeadRules } from '@/lib/validation/leads';
import { audit } from './audit';

const { leadRules } = tables;

const DEFAULTS: LeadRules = { responseHours: DEFAULT_RESPONSE_HOURS, assignment: 'none' };

/** The academy's rules for new leads, as admins last set them (the defaults before any did). */
export async function readLeadRules(): Promise<LeadRules> {
  const db = await getDb();
  const [rules] = await db
    .select({ responseHours: leadRules.responseHours, assignment: leadRules.assignment })
    .from(leadRules)
    .where(eq(leadRules.id, 1));
  return rules ?? DEFAULTS;
}

/**
 * An admin sets the rules: leads received from now on are due by the response time and, with the round-robin on,
 * go to the counsellors in turn. An audit row for each rule that changed: 'lead-rules.change' for the hours,
 * 'lead-rules.assignment' for who gets new leads.
 */
export async function setLeadRules(actorId: number, rules: LeadRules): Promise<LeadRules> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(leadRules).for('update');
    const before = row ?? DEFAULTS;
    if (before.responseHours === rules.responseHours && before.assignment === rules.assignment) return;
    await tx
      .insert(leadRules)
      .values({ id: 1, ...rules })
      .onConflictDoUpdate({ target: leadRules.id, set: { ...rules, updatedAt: new Date() } });
    if (before.responseHours !== rules.responseHours)
      await audit(tx, actorId, 'lead-rules.change', 'lead-rules', {
        from: before.responseHours,
        to: rules.responseHours,
      });
    if (before.assignment !== rules.assignment)
      await audit(tx, actorId, 'lead-rules.assignment', 'lead-rules', {
        from: before.assignment,
        to: rules.assignment,
      });
  });
  return rules;
}
