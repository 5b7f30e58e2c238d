import { getLocale, getTranslations } from 'next-intl/server';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/db/lead-words';
import type { LeadEvent, StaffChoice } from '@/lib/staff/leads/lead';
import { istDateTimeOf } from '@/components/ui/relative-time';
import styles from '../../../staff.module.css';

/** Every change to the lead, oldest first, with who made it and when (staff_audit). */
export async function LeadTrail({ events, staff }: { events: LeadEvent[]; staff: StaffChoice[] }) {
  const [t, lead, words, locale] = await Promise.all([
    getTranslations('staffLead.trail'), getTranslations('staffLead'), getTranslations('staffWords'), getLocale(),
  ]);
  const statusName = (value: unknown) => (LEAD_STATUSES.includes(value as LeadStatus) ? words(`statuses.${value as LeadStatus}`) : String(value));
  const member = (id: unknown) => (id === null || id === undefined ? t('nobody') : (staff.find((s) => s.id === id)?.email ?? t('formerMember')));
  /** An audit row in words: 'Status: New → Contacted', 'Owner: nobody → asha@academy.in', 'Added a note'. */
  const describe = ({ action, detail }: LeadEvent): string => {
    switch (action) {
      case 'lead.status': {
        const move = { from: statusName(detail.from), to: statusName(detail.to) };
        return detail.reason ? t('statusWithReason', { ...move, reason: String(detail.reason) }) : t('status', move);
      }
      case 'lead.owner':
        return t('owner', { from: member(detail.from), to: member(detail.to) });
      case 'lead.note':
        return t('note');
      case 'lead.erased':
        return t('erased');
      default:
        return action;
    }
  };
  // Who made a change: a member, the learner themselves (a cancellation, an erasure: issue 30), or a member since removed.
  const actorOf = (event: LeadEvent) => event.actor ?? (event.detail.by === 'learner' ? t('byLearner') : t('byFormerMember'));
  if (events.length === 0) return <p className={styles.note}>{t('noChanges')}</p>;
  return (
    <ol className={styles.trail}>
      {events.map((event) => (
        <li key={event.id}>
          <span>{describe(event)}</span>{' '}
          <span className={styles.note}>
            {lead.rich('byAt', {
              who: actorOf(event), when: istDateTimeOf(event.createdAt, locale), time: (chunks) => <time dateTime={event.createdAt}>{chunks}</time>,
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
