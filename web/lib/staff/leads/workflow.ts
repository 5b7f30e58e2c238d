import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from '@/lib/db/lead-words';

const WORKED = LEAD_STATUSES.filter((s) => s !== 'lost');

/**
 * Whether a lead may move from one status to another, or why not: forward along new -> contacted -> demo scheduled
 * -> enrolled -> closed (a step may be skipped: a learner who enrols at once), to lost from any open status, and
 * out of lost again into an open one. Closed is the end.
 */
export function refusedMove(from: LeadStatus, to: LeadStatus): string | null {
  if (from === to) return null;
  if (from === 'closed') return 'A closed lead stays closed';
  if (to === 'lost') return null;
  if (from === 'lost') return to === 'new' || to === 'closed' ? `A lost lead can be taken up again as contacted or later, not as ${STATUS_LABELS[to].toLowerCase()}` : null;
  if (WORKED.indexOf(to) < WORKED.indexOf(from)) return `A lead cannot go back from ${STATUS_LABELS[from].toLowerCase()} to ${STATUS_LABELS[to].toLowerCase()}`;
  return null;
}

/** The statuses a lead in `from` may be given, itself first. */
export const nextStatuses = (from: LeadStatus): LeadStatus[] => LEAD_STATUSES.filter((to) => to === from || refusedMove(from, to) === null);
