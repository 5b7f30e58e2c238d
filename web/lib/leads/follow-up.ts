import 'server-only';
import { eq } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { getDb, tables, type Tx } from '@/lib/db';
import type { LeadRow } from '@/lib/db/schema';
import { invalid } from '@/lib/domain-errors';
import { indianInstant } from '@/lib/india-time';
import type { FollowUp } from '@/lib/validation/leads';
import { leadAudit, type LeadActor } from './audit';
import { afterWorkingHours, pickedTime } from './due-times';
import { lockLead, saveLead } from './move';

export const DEFAULT_RESPONSE_HOURS = 2;
export const FOLLOW_UP_PAST = 'Choose a time from now on';
export const FOLLOW_UP_FAR = 'Choose a time within a year';
const YEAR_MS = 366 * 24 * 3600_000;

/** The instant a follow-up asks for at `now`, or null for none. A time of one's own is from now to a year on. */
export function followUpInstant(followUp: FollowUp, now: Date): Date | null {
  if ('clear' in followUp) return null;
  if ('pick' in followUp) return pickedTime(followUp.pick, now);
  return ownTime(followUp, now);
}

function ownTime(followUp: { date: string; time: string }, now: Date): Date {
  const [hours, minutes] = followUp.time.split(':').map(Number) as [number, number];
  const at = indianInstant(followUp.date, hours, minutes);
  // The minute being read counts as now: "10:30" chosen at 10:30:20 is not in the past.
  if (at.getTime() < now.getTime() - 60_000) throw invalid(FOLLOW_UP_PAST, { fields: { time: FOLLOW_UP_PAST } });
  if (at.getTime() > now.getTime() + YEAR_MS) throw invalid(FOLLOW_UP_FAR, { fields: { date: FOLLOW_UP_FAR } });
  return at;
}

/**
 * Writes the audit row of a new follow-up for a lead locked in `tx`, and says whether it is one: the same time again
 * changes nothing. The caller saves `followUpAt` with its other changes, as one new version of the lead.
 */
export async function followUpMoved(tx: Tx, lead: LeadRow, at: Date | null, actor: LeadActor): Promise<boolean> {
  if ((lead.followUpAt?.getTime() ?? null) === (at?.getTime() ?? null)) return false;
  await leadAudit(tx, actor, 'lead.follow-up', lead.id, {
    from: lead.followUpAt?.toISOString() ?? null,
    to: at?.toISOString() ?? null,
  });
  return true;
}

/** A member sets or clears one lead's follow-up from its page: 200 `{followUpAt}` (ISO, or null). */
export async function setFollowUp(actorId: number, leadId: number, followUp: FollowUp) {
  const at = followUpInstant(followUp, clockNow());
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    const moved = await followUpMoved(tx, lead, at, { by: 'staff', staffId: actorId });
    const saved = moved ? await saveLead(tx, lead, { followUpAt: at }) : lead;
    return { followUpAt: saved.followUpAt?.toISOString() ?? null, version: saved.version };
  });
}

/** The academy's response time in working hours, as admins last set it (lead_rules), or its default before. */
export async function responseHours(db: Pick<Tx, 'select'>): Promise<number> {
  const [rules] = await db
    .select({ hours: tables.leadRules.responseHours })
    .from(tables.leadRules)
    .where(eq(tables.leadRules.id, 1));
  return rules?.hours ?? DEFAULT_RESPONSE_HOURS;
}

/** When a lead received now is to be contacted by: the academy's response time in working hours. */
export const respondByFor = async (tx: Pick<Tx, 'select'>, now: Date): Promise<Date> =>
  afterWorkingHours(now, await responseHours(tx));
