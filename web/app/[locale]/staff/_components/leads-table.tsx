import { getLocale, getTranslations } from 'next-intl/server';
import { ERASED_LEAD_NAME } from '@/lib/db/lead-words';
import { telHref } from '@/lib/phone';
import { leadPath } from '@/lib/routes/pages';
import type { LeadListing } from '@/lib/staff/leads/inbox';
import { PageLink } from '@/components/ui/page-link';
import { istDateTimeOf, relativeTime } from '@/components/ui/relative-time';
import styles from '../staff.module.css';

/** One page of leads: a table on a desk, a card per lead on a phone (the name opens the lead, the phone calls). */
export async function LeadsTable({ leads }: { leads: LeadListing[] }) {
  const [t, words, locale] = await Promise.all([getTranslations('staffLeads'), getTranslations('staffWords'), getLocale()]);
  const now = Date.now();
  const column = {
    received: t('received'), name: t('name'), kind: t('kind'), course: t('course'), phone: t('phone'), email: t('email'),
    city: t('city'), status: t('status'), owner: t('owner'),
  };
  return (
    <table className={`${styles.table} ${styles.leads}`}>
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{column.received}</th>
          <th scope="col">{column.name}</th>
          <th scope="col">{column.kind}</th>
          <th scope="col">{column.course}</th>
          <th scope="col">{column.phone}</th>
          <th scope="col">{column.email}</th>
          <th scope="col">{column.city}</th>
          <th scope="col">{column.status}</th>
          <th scope="col">{column.owner}</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            <td data-label={column.received}>
              <time dateTime={lead.receivedAt} title={istDateTimeOf(lead.receivedAt, locale)}>{relativeTime(lead.receivedAt, now, locale)}</time>
              <span className={styles.exact}>{istDateTimeOf(lead.receivedAt, locale)}</span>
            </td>
            <th scope="row" data-label={column.name} className={styles.leadName}>
              {/* The name the console shows for a learner who deleted their account is the console's own words. */}
              <PageLink href={leadPath(lead.id)}>{lead.name === ERASED_LEAD_NAME ? t('erasedName') : lead.name}</PageLink>
            </th>
            <td data-label={column.kind}>{words(`kinds.${lead.kind}`)}</td>
            <td data-label={column.course}>{lead.courseNames}</td>
            <td data-label={column.phone}><a href={telHref(lead.phone)}>{lead.phone}</a></td>
            <td data-label={column.email} className={styles.email}>{lead.email}</td>
            <td data-label={column.city}>{lead.city || '–'}</td>
            <td data-label={column.status}><span className={styles.status} data-status={lead.status}>{words(`statuses.${lead.status}`)}</span></td>
            <td data-label={column.owner} className={styles.email}>{lead.owner ?? t('nobody')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
