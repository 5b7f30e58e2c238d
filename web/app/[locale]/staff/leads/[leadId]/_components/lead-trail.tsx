import { STATUS_LABELS, type LeadStatus } from '@/lib/db/lead-words';
import type { LeadEvent, StaffChoice } from '@/lib/staff/leads/lead';
import { istDateTimeOf } from '@/components/ui/relative-time';
import styles from '../../../staff.module.css';

const statusName = (value: unknown) => STATUS_LABELS[value as LeadStatus] ?? String(value);

/** An audit row in words: 'Status: New → Contacted', 'Owner: nobody → asha@academy.in', 'Added a note'. */
function describe(event: LeadEvent, staff: StaffChoice[]): string {
  const member = (id: unknown) => (id === null || id === undefined ? 'nobody' : (staff.find((s) => s.id === id)?.email ?? 'a former member'));
  const { detail } = event;
  switch (event.action) {
    case 'lead.status':
      return `Status: ${statusName(detail.from)} → ${statusName(detail.to)}${detail.reason ? ` (${String(detail.reason)})` : ''}`;
    case 'lead.owner':
      return `Owner: ${member(detail.from)} → ${member(detail.to)}`;
    case 'lead.note':
      return 'Added a note';
    case 'lead.erased':
      return 'Erased: the learner deleted their account';
    default:
      return event.action;
  }
}

/** Who made a change: a member, the learner themselves (a cancellation, an erasure: issue 30), or a member since removed. */
const actorOf = (event: LeadEvent) => event.actor ?? (event.detail.by === 'learner' ? 'The learner' : 'A former member');

/** Every change to the lead, oldest first, with who made it and when (staff_audit). */
export function LeadTrail({ events, staff }: { events: LeadEvent[]; staff: StaffChoice[] }) {
  if (events.length === 0) return <p className={styles.note}>No changes yet: the lead is as it arrived.</p>;
  return (
    <ol className={styles.trail}>
      {events.map((event) => (
        <li key={event.id}>
          <span>{describe(event, staff)}</span>{' '}
          <span className={styles.note}>{actorOf(event)}, <time dateTime={event.createdAt}>{istDateTimeOf(event.createdAt)}</time></span>
        </li>
      ))}
    </ol>
  );
}
