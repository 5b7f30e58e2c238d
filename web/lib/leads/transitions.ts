import { LEAD_STATUSES, STATUS_LABELS, type LeadStatus } from '@/lib/db/lead-words';

/**
 * Who moves a lead: a staff member in the console, the learner (cancelling their own demo request), or what happens
 * to it: a demo is booked, cancelled, missed or attended (issue 53; whoever did it, the learner or a member, is in the audit
 * row), a payment arrives. Plain values, no imports beyond the words, so the console's pages and the tests share the
 * table.
 */
export const MOVERS = [
  'staff',
  'learner',
  'demo-booked',
  'demo-cancelled',
  'demo-missed',
  'demo-attended',
  'paid',
] as const;
export type Mover = (typeof MOVERS)[number];

export type Transition = { from: LeadStatus; to: LeadStatus; by: readonly Mover[] };

/**
 * Every move a lead may make, and who may make it; anything not here is refused (refusalOf says why). Staff work a
 * lead forward (a step may be skipped: a learner who enrols at once), mark it lost from any open status, and take a
 * lost or cancelled lead up again as contacted or later. Closed is the end. A demo is scheduled only by booking its
 * time and attended only by marking its outcome, so "Demo scheduled" always has a time behind it; a cancelled demo
 * takes its lead back to contacted (a booking was a contact), and a booking again schedules it.
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: 'new', to: 'contacted', by: ['staff'] },
  { from: 'new', to: 'demo_scheduled', by: ['demo-booked'] },
  { from: 'new', to: 'enrolled', by: ['staff', 'paid'] },
  { from: 'new', to: 'closed', by: ['staff'] },
  { from: 'new', to: 'lost', by: ['staff'] },
  // Only while nobody has worked it: once a counsellor has called, the learner asks them instead.
  { from: 'new', to: 'cancelled', by: ['learner'] },
  { from: 'contacted', to: 'demo_scheduled', by: ['demo-booked'] },
  { from: 'contacted', to: 'enrolled', by: ['staff', 'paid'] },
  { from: 'contacted', to: 'closed', by: ['staff'] },
  { from: 'contacted', to: 'lost', by: ['staff'] },
  { from: 'demo_scheduled', to: 'contacted', by: ['demo-cancelled', 'demo-missed'] },
  { from: 'demo_scheduled', to: 'demo_done', by: ['demo-attended'] },
  { from: 'demo_scheduled', to: 'enrolled', by: ['staff', 'paid'] },
  { from: 'demo_scheduled', to: 'closed', by: ['staff'] },
  { from: 'demo_scheduled', to: 'lost', by: ['staff'] },
  // Another demo after one attended (another trainer, another course's taste) is booked the same way.
  { from: 'demo_done', to: 'demo_scheduled', by: ['demo-booked'] },
  { from: 'demo_done', to: 'enrolled', by: ['staff', 'paid'] },
  { from: 'demo_done', to: 'closed', by: ['staff'] },
  { from: 'demo_done', to: 'lost', by: ['staff'] },
  { from: 'enrolled', to: 'closed', by: ['staff'] },
  { from: 'enrolled', to: 'lost', by: ['staff'] },
  // A learner who comes back: a booked demo or a payment speaks for itself.
  { from: 'lost', to: 'contacted', by: ['staff'] },
  { from: 'lost', to: 'demo_scheduled', by: ['demo-booked'] },
  { from: 'lost', to: 'enrolled', by: ['staff', 'paid'] },
  { from: 'cancelled', to: 'contacted', by: ['staff'] },
  { from: 'cancelled', to: 'demo_scheduled', by: ['demo-booked'] },
  { from: 'cancelled', to: 'enrolled', by: ['staff', 'paid'] },
];

export const mayMove = (from: LeadStatus, to: LeadStatus, by: Mover) =>
  TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));

const word = (status: LeadStatus) => STATUS_LABELS[status].toLowerCase();
/** The working order: every status but the two that leave it (lost, cancelled), as lead-words lists them. */
const FORWARD: readonly LeadStatus[] = LEAD_STATUSES.filter((status) => status !== 'lost' && status !== 'cancelled');
const rank = (status: LeadStatus) => FORWARD.indexOf(status);

/** The learner's refusal: the booking page answers it with 409 and these words (issue 30). */
export const ALREADY_WORKED =
  'Our team is already working on this request, so it can no longer be cancelled here. Please contact us.';

const WHEN: Record<Exclude<Mover, 'staff' | 'learner'>, string> = {
  'demo-booked': 'a demo is booked',
  'demo-cancelled': 'a demo is cancelled',
  'demo-missed': 'a demo is missed',
  'demo-attended': 'a demo is attended',
  paid: 'a payment arrives',
};

/** A member's refusals of the two statuses a demo sets (the console's status list leaves them out). */
export const BOOK_IT = 'A demo is scheduled by booking its time, under Demo class';
export const MARK_IT = 'A demo is marked attended under Demo class, after its time';

/**
 * Why `by` may not move a lead from one status to another, or null when the table allows it. Staying where it is
 * is not a move, and refused to nobody. The staff's words are the console's (staffSaid in the message files).
 */
export function refusalOf(from: LeadStatus, to: LeadStatus, by: Mover): string | null {
  if (from === to || mayMove(from, to, by)) return null;
  if (by === 'learner') return to === 'cancelled' ? ALREADY_WORKED : 'A learner can only cancel their own request';
  if (by !== 'staff')
    return `${/^[aeiou]/.test(word(from)) ? 'An' : 'A'} ${word(from)} lead is not moved to ${word(to)} when ${WHEN[by]}`;
  if (from === 'closed') return 'A closed lead stays closed';
  if (to === 'demo_scheduled') return BOOK_IT;
  if (to === 'demo_done') return MARK_IT;
  if (to === 'cancelled') return 'Only the learner can cancel their request';
  if (from === 'lost') return `A lost lead can be taken up again as contacted or later, not as ${word(to)}`;
  if (from === 'cancelled')
    return `A cancelled request can be taken up again as contacted or later, not as ${word(to)}`;
  if (rank(to) < rank(from)) return `A lead cannot go back from ${word(from)} to ${word(to)}`;
  return `A lead cannot move from ${word(from)} to ${word(to)}`;
}

/** The statuses a member may give a lead in `from`, itself among them (the console's status list), in working order. */
export const staffNextStatuses = (from: LeadStatus): LeadStatus[] =>
  LEAD_STATUSES.filter((to) => to === from || mayMove(from, to, 'staff'));

/** The statuses a member may set on some lead by hand: what the list's bulk bar offers (issue 54). */
export const STAFF_SET_STATUSES: LeadStatus[] = LEAD_STATUSES.filter((to) =>
  LEAD_STATUSES.some((from) => from !== to && mayMove(from, to, 'staff')),
);
