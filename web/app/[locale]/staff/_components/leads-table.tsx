import { getLocale, getTranslations } from 'next-intl/server';
import { ERASED_LEAD_NAME, LEAD_SORTS, type LeadSort } from '@/lib/db/lead-words';
import { telHref } from '@/lib/phone';
import { leadPath } from '@/lib/routes/pages';
import type { LeadListing } from '@/lib/staff/leads/inbox';
import { PageLink } from '@/components/ui/page-link';
import { istDateTimeOf, relativeTime } from '@/components/ui/relative-time';
import styles from '../staff.module.css';
import { LeadCheckbox, PageCheckbox } from './lead-selection';
import { PhoneSort, type Sorting, sortableHeader } from './lead-sort';
import { StaffTable } from './staff-table';

/**
 * One page of leads: a table on a desk, a card per lead on a phone (the name opens the lead, the phone calls), each
 * with its checkbox for the bulk bar (inside <LeadSelection>) and when it is due; sorted by received, name or due
 * time from the header (on a phone, from the links above the cards).
 */
export async function LeadsTable({ leads, now, sorting }: { leads: LeadListing[]; now: Date; sorting: Sorting }) {
  const [t, words, locale] = await Promise.all([
    getTranslations('staffLeads'),
    getTranslations('staffWords'),
    getLocale(),
  ]);
  const orders = Object.fromEntries(LEAD_SORTS.map((sort) => [sort, t(`orders.${sort}`)])) as Record<LeadSort, string>;
  const sortable = (column: 'received' | 'name' | 'due', label: string) => ({
    label,
    ...sortableHeader(column, sorting, { label, orders }),
  });
  const overdue = (lead: LeadListing) => lead.dueAt !== null && Date.parse(lead.dueAt) < now.getTime();
  return (
    <>
      <PhoneSort sorting={sorting} label={t('order')} orders={orders} />
      <StaffTable
        className={`${styles.table} ${styles.leads}`}
        caption={t('caption')}
        rows={leads}
        rowKey={(lead) => lead.id}
        rowProps={(lead) => ({ 'data-overdue': overdue(lead) ? 1 : 0 })}
        columns={[
          {
            label: t('selectColumn'),
            header: <PageCheckbox />,
            className: styles.checkCell,
            cell: (lead) => (
              <LeadCheckbox id={lead.id} name={lead.name === ERASED_LEAD_NAME ? t('erasedName') : lead.name} />
            ),
          },
          {
            ...sortable('received', t('received')),
            cell: (lead) => (
              <>
                <time dateTime={lead.receivedAt} title={istDateTimeOf(lead.receivedAt, locale)}>
                  {relativeTime(lead.receivedAt, now.getTime(), locale)}
                </time>
                <span className={styles.exact}>{istDateTimeOf(lead.receivedAt, locale)}</span>
              </>
            ),
          },
          {
            ...sortable('name', t('name')),
            rowHeader: true,
            className: styles.leadName,
            // The name the console shows for a learner who deleted their account is the console's own words.
            cell: (lead) => (
              <PageLink href={leadPath(lead.id)} data-lead-link={lead.id}>
                {lead.name === ERASED_LEAD_NAME ? t('erasedName') : lead.name}
              </PageLink>
            ),
          },
          { label: t('kind'), cell: (lead) => words(`kinds.${lead.kind}`) },
          { label: t('course'), cell: (lead) => lead.courseNames },
          { label: t('phone'), cell: (lead) => <a href={telHref(lead.phone)}>{lead.phone}</a> },
          { label: t('email'), className: styles.email, cell: (lead) => lead.email },
          { label: t('city'), cell: (lead) => lead.city || '–' },
          {
            label: t('status'),
            cell: (lead) => (
              <span className={styles.status} data-status={lead.status}>
                {words(`statuses.${lead.status}`)}
              </span>
            ),
          },
          { label: t('owner'), className: styles.ownerCell, cell: (lead) => lead.owner ?? t('nobody') },
          {
            ...sortable('due', t('due')),
            className: styles.dueCell,
            cell: (lead) =>
              lead.dueAt ? (
                <>
                  <time dateTime={lead.dueAt}>{istDateTimeOf(lead.dueAt, locale)}</time>
                  {overdue(lead) && <span className={styles.overdue}>{t('overdue')}</span>}
                </>
              ) : (
                '–'
              ),
          },
        ]}
      />
    </>
  );
}
