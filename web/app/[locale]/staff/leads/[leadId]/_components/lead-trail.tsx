import { getLocale, getTranslations } from 'next-intl/server';
import { LEAD_STATUSES, LOST_REASONS, type LeadStatus, type LostReason } from '@/lib/db/lead-words';
import type { LeadEvent, StaffChoice } from '@/lib/staff/leads/lead';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { formatPaise } from '@/lib/academy/payments/amounts';
import styles from '../../../staff.module.css';

/** Every change to the lead, oldest first, with who made it and when (staff_audit). */
export async function LeadTrail({ events, staff }: { events: LeadEvent[]; staff: StaffChoice[] }) {
  const [t, lead, words, locale] = await Promise.all([
    getTranslations('staffLead.trail'),
    getTranslations('staffLead'),
    getTranslations('staffWords'),
    getLocale(),
  ]);
  const statusName = (value: unknown) =>
    LEAD_STATUSES.includes(value as LeadStatus) ? words(`statuses.${value as LeadStatus}`) : String(value);
  const member = (id: unknown) =>
    id === null || id === undefined ? t('nobody') : (staff.find((s) => s.id === id)?.name ?? t('formerMember'));
  /**
   * A lost reason from its code, in the page's language, with the member's note. 'Other' with a note is the note
   * alone, as are the rows from before codes.
   */
  const whyLost = ({ code, reason }: Record<string, unknown>): string | null => {
    const note = reason ? String(reason) : null;
    const label =
      LOST_REASONS.includes(code as LostReason) && !(code === 'other' && note)
        ? words(`lostReasons.${code as LostReason}`)
        : null;
    return label && note ? t('lostWhy', { reason: label, note }) : (label ?? note);
  };
  /** A demo class's change (issue 53), with the counsellor's reason when they gave one. */
  const demoChange = (what: string, detail: Record<string, unknown>) =>
    detail.reason ? t('withReason', { what, reason: String(detail.reason) }) : what;
  const when = (detail: Record<string, unknown>) => istDateTimeOf(String(detail.startsAt), locale);
  /** A payment's amount (issue 55), as the audit row keeps it in paise. */
  const paid = (detail: Record<string, unknown>) =>
    typeof detail.amountPaise === 'number' ? formatPaise(detail.amountPaise) : '–';
  /** An audit row in words: 'Status: New → Contacted', 'Owner: nobody → Asha', 'Follow up: 1 Dec, 10:00 am IST'. */
  const describe = ({ action, detail }: LeadEvent): string => {
    switch (action) {
      case 'demo.book':
        return demoChange(t('demoBook', { when: when(detail) }), detail);
      case 'demo.move':
        return demoChange(t('demoMove', { when: when(detail) }), detail);
      case 'demo.cancel':
        return demoChange(t('demoCancel'), detail);
      case 'demo.attended':
        return t('demoAttended');
      case 'demo.no_show':
        return t('demoNoShow');
      case 'lead.status': {
        const move = { from: statusName(detail.from), to: statusName(detail.to) };
        const why = whyLost(detail);
        return why ? t('statusWithReason', { ...move, reason: why }) : t('status', move);
      }
      case 'lead.owner':
        return t('owner', { from: member(detail.from), to: member(detail.to) });
      case 'lead.follow-up':
        return detail.to ? t('followUp', { when: istDateTimeOf(String(detail.to), locale) }) : t('followUpCleared');
      case 'lead.note':
        return t('note');
      case 'lead.erased':
        return t('erased');
      case 'payment.captured':
        return t(detail.invoice ? 'paymentCapturedInvoice' : 'paymentCaptured', {
          amount: paid(detail),
          invoice: String(detail.invoice ?? ''),
        });
      case 'payment.failed':
        return t('paymentFailed', { amount: paid(detail) });
      case 'payment.extra':
        return t('paymentExtra', { amount: paid(detail) });
      case 'payment.refunded':
        return t(detail.creditNote ? 'refundedNote' : 'refunded', {
          amount: paid(detail),
          note: String(detail.creditNote ?? ''),
        });
      case 'refund.requested':
        return t('refundAsked', { amount: paid(detail), reason: String(detail.reason ?? '') });
      case 'refund.failed':
        return t('refundFailed', { amount: paid(detail) });
      case 'payment-link.created':
        return t('linkMade', {
          amount: paid(detail),
          until: detail.expiresAt ? istDateTimeOf(String(detail.expiresAt), locale) : '–',
        });
      case 'payment-link.cancelled':
        return t('linkCancelled', { amount: paid(detail) });
      case 'payment-link.expired':
        return t('linkExpired', { amount: paid(detail) });
      default:
        return action;
    }
  };
  // Who made a change: a member, the learner themselves (a cancellation, an erasure: issue 30), or a member since removed.
  // The site's own moves (a demo booked, a payment) say so.
  const actorOf = (event: LeadEvent) => {
    if (event.actor) return event.actor;
    if (event.detail.by === 'learner') return t('byLearner');
    return event.detail.by ? t('bySite') : t('byFormerMember');
  };
  if (events.length === 0) return <p className={styles.note}>{t('noChanges')}</p>;
  return (
    <ol className={styles.trail}>
      {events.map((event) => (
        <li key={event.id}>
          <span>{describe(event)}</span>{' '}
          <span className={styles.note}>
            {lead.rich('byAt', {
              who: actorOf(event),
              when: istDateTimeOf(event.createdAt, locale),
              time: (chunks) => <time dateTime={event.createdAt}>{chunks}</time>,
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
