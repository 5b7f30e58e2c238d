import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { Pagination } from '@/components/ui/pagination';
import { clockNow } from '@/lib/clock';
import { DUE_VIEWS, LEAD_STATUSES, type LeadSort } from '@/lib/db/lead-words';
import { STAFF_SET_STATUSES } from '@/lib/leads/transitions';
import { localizedPath } from '@/lib/i18n/locales';
import { translateSaid } from '@/lib/i18n/said';
import { saidMap } from '@/lib/i18n/said-map';
import { pages } from '@/lib/routes/pages';
import { exportHref, inboxHref, PAGE_SIZE, readInboxAddress } from '@/lib/staff/leads/address';
import { DUE_COUNT_CAP, filterChoices, listLeads } from '@/lib/staff/leads/inbox';
import type { LeadFilters as Filters } from '@/lib/validation/leads';
import { requireStaffPage } from './_lib/current-staff';
import { STAFF_SAID } from './_lib/said';
import { StaffPage, staffMetadata } from './_components/staff-page';
import { LeadFilters } from './_components/lead-filters';
import { BulkBar } from './_components/bulk-bar';
import { LeadSelection } from './_components/lead-selection';
import { LeadsTable } from './_components/leads-table';
import type { Sorting } from './_components/lead-sort';
import styles from './staff.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffLeads');
  return staffMetadata(t('title'));
}

/**
 * The leads inbox (issue 28): every demo request, enrolment, enquiry and trainer application, newest first; the
 * follow-up views, mine or everyone's, the soonest due first; and the bulk bar over the selected leads (issue 54).
 */
export default async function LeadsPage({ searchParams }: PageProps<'/[locale]/staff'>) {
  const { member } = await requireStaffPage();
  const [t, words, locale] = await Promise.all([
    getTranslations('staffLeads'),
    getTranslations('staffWords'),
    getLocale(),
  ]);
  const { filters, page, sealed, sort, notice } = readInboxAddress(await searchParams);
  const now = clockNow();
  const [inbox, choices] = await Promise.all([listLeads(filters, page, member.id, now, sort), filterChoices()]);
  const pageIds = inbox.leads.map((lead) => lead.id);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + inbox.leads.length - 1;
  const anyFilter = Object.values(filters).some(Boolean);
  const count = (n: number) => formatCount(n, locale);
  // The list's addresses keep its order; a column's header asks for another.
  const inboxPage = (shown: Filters, n: number, search = sealed, order = sort) =>
    localizedPath(locale, inboxHref(shown, n, search, order));
  const sorting: Sorting = {
    current: sort || (filters.due ? 'due' : '-received'),
    href: (order: LeadSort) => inboxPage(filters, 1, sealed, order),
  };
  return (
    <StaffPage member={member} title={t('title')} lead={t('lead')}>
      {notice && (
        <p role="status" className={styles.notice}>
          {translateSaid(notice, saidMap(locale, ['staffSaid']))}
        </p>
      )}
      <WithMessages namespaces={['staffLeadFilters', 'staffWords']} said={STAFF_SAID}>
        <LeadFilters initial={filters} courses={choices.courses} staff={choices.staff} />
      </WithMessages>
      <div className={styles.views}>
        <nav aria-label={t('followUps')} className={styles.counts}>
          <a
            href={inboxPage({ ...filters, due: '' }, 1, sealed)}
            aria-current={filters.due === '' ? 'page' : undefined}
          >
            {t('everyLead')}
          </a>
          {DUE_VIEWS.map((view) => (
            <a
              key={view}
              href={inboxPage({ ...filters, due: view }, 1, sealed)}
              aria-current={filters.due === view ? 'page' : undefined}
              data-late={view === 'overdue' && inbox.due.overdue > 0}
            >
              {t(`views.${view}`)}{' '}
              <span>
                {inbox.due[view] > DUE_COUNT_CAP ? t('atLeast', { n: count(DUE_COUNT_CAP) }) : count(inbox.due[view])}
              </span>
            </a>
          ))}
        </nav>
        <nav aria-label={t('whose')} className={styles.scope}>
          <a
            href={inboxPage({ ...filters, owner: 'me' }, 1, sealed)}
            aria-current={filters.owner === 'me' ? 'page' : undefined}
          >
            {t('mine')}
          </a>
          <a
            href={inboxPage({ ...filters, owner: '' }, 1, sealed)}
            aria-current={filters.owner === '' ? 'page' : undefined}
          >
            {t('everyone')}
          </a>
        </nav>
      </div>
      <nav aria-label={t('byStatus')} className={styles.counts}>
        <a
          href={inboxPage({ ...filters, status: '' }, 1, sealed)}
          aria-current={filters.status === '' ? 'page' : undefined}
        >
          {t('all')} <span>{count(Object.values(inbox.counts).reduce((a, b) => a + b, 0))}</span>
        </a>
        {LEAD_STATUSES.map((status) => (
          <a
            key={status}
            href={inboxPage({ ...filters, status }, 1, sealed)}
            aria-current={filters.status === status ? 'page' : undefined}
          >
            {words(`statuses.${status}`)} <span>{count(inbox.counts[status])}</span>
          </a>
        ))}
      </nav>
      <div className={styles.summary}>
        <p role="status">
          {inbox.total === 0
            ? t('none')
            : inbox.leads.length === 0
              ? t('noPage', { page: count(page), pages: count(inbox.pages) })
              : t('showing', { count: inbox.total, first: count(first), last: count(last), total: count(inbox.total) })}
        </p>
        {inbox.total > 0 && (
          <a href={exportHref(filters, sealed)} download>
            {t('exportCsv')}
          </a>
        )}
        {anyFilter && inbox.total === 0 && <PageLink href={pages.staffHome.path}>{t('clearFilters')}</PageLink>}
      </div>
      {inbox.leads.length > 0 && (
        <WithMessages namespaces={['staffLeadList', 'staffLeadForms', 'staffWords', 'dialog']} said={STAFF_SAID}>
          <LeadSelection key={inboxHref(filters, page, sealed, sort)} pageIds={pageIds}>
            <BulkBar
              total={inbox.total}
              filters={filters}
              statuses={STAFF_SET_STATUSES}
              staff={choices.staff.filter((m) => m.active)}
            />
            <LeadsTable leads={inbox.leads} now={now} sorting={sorting} />
          </LeadSelection>
        </WithMessages>
      )}
      <Pagination page={page} totalPages={inbox.pages} href={(n) => inboxPage(filters, n, sealed)} />
    </StaffPage>
  );
}
