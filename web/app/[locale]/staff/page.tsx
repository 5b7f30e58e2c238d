import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { formatCount } from '@/components/ui/format-count';
import { PageLink } from '@/components/ui/page-link';
import { Pagination } from '@/components/ui/pagination';
import { LEAD_STATUSES } from '@/lib/db/lead-words';
import { localizedPath } from '@/lib/i18n/locales';
import { translateSaid } from '@/lib/i18n/said';
import { saidMap } from '@/lib/i18n/said-map';
import { pages } from '@/lib/routes/pages';
import { exportHref, inboxHref, PAGE_SIZE, readInboxAddress } from '@/lib/staff/leads/address';
import { filterChoices, listLeads } from '@/lib/staff/leads/inbox';
import { requireStaffPage } from './_lib/current-staff';
import { STAFF_SAID } from './_lib/said';
import { StaffPage, staffMetadata } from './_components/staff-page';
import { LeadFilters } from './_components/lead-filters';
import { LeadsTable } from './_components/leads-table';
import styles from './staff.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffLeads');
  return staffMetadata(t('title'));
}

/** The leads inbox (issue 28): every demo request, enrolment, enquiry and trainer application, newest first. */
export default async function LeadsPage({ searchParams }: PageProps<'/[locale]/staff'>) {
  const { member } = await requireStaffPage();
  const [t, words, locale] = await Promise.all([
    getTranslations('staffLeads'),
    getTranslations('staffWords'),
    getLocale(),
  ]);
  const { filters, page, sealed, notice } = readInboxAddress(await searchParams);
  const [inbox, choices] = await Promise.all([listLeads(filters, page, member.id), filterChoices()]);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + inbox.leads.length - 1;
  const anyFilter = Object.values(filters).some(Boolean);
  const count = (n: number) => formatCount(n, locale);
  const inboxPage = (...args: Parameters<typeof inboxHref>) => localizedPath(locale, inboxHref(...args));
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
      {inbox.leads.length > 0 && <LeadsTable leads={inbox.leads} />}
      <Pagination page={page} totalPages={inbox.pages} href={(n) => inboxPage(filters, n, sealed)} />
    </StaffPage>
  );
}
