import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import { Pagination } from '@/components/ui/pagination';
import { LEAD_STATUSES, STATUS_LABELS } from '@/lib/db/lead-words';
import { exportHref, inboxHref, PAGE_SIZE, readInboxAddress } from '@/lib/staff/leads/address';
import { filterChoices, listLeads } from '@/lib/staff/leads/inbox';
import { requireStaffPage } from './_lib/current-staff';
import { StaffBar } from './_components/staff-bar';
import { LeadFilters } from './_components/lead-filters';
import { LeadsTable } from './_components/leads-table';
import styles from './staff.module.css';

export const metadata: Metadata = { title: 'Leads', robots: { index: false, follow: false } };

const number = new Intl.NumberFormat('en-IN');

/** The leads inbox (issue 28): every demo request, enrolment, enquiry and trainer application, newest first. */
export default async function LeadsPage({ searchParams }: PageProps<'/[locale]/staff'>) {
  const { member } = await requireStaffPage();
  const { filters, page, sealed, notice } = readInboxAddress(await searchParams);
  const [inbox, choices] = await Promise.all([listLeads(filters, page, member.id), filterChoices()]);
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + inbox.leads.length - 1;
  const anyFilter = Object.values(filters).some(Boolean);
  return (
    <PageShell title="Leads" lead="Demo requests, enrolments, enquiries and trainer applications, newest first.">
      <StaffBar member={member} />
      {notice && <p role="status" className={styles.notice}>{notice}</p>}
      <LeadFilters initial={filters} courses={choices.courses} staff={choices.staff} />
      <nav aria-label="Leads by status" className={styles.counts}>
        <a href={inboxHref({ ...filters, status: '' }, 1, sealed)} aria-current={filters.status === '' ? 'page' : undefined}>
          All <span>{number.format(Object.values(inbox.counts).reduce((a, b) => a + b, 0))}</span>
        </a>
        {LEAD_STATUSES.map((status) => (
          <a key={status} href={inboxHref({ ...filters, status }, 1, sealed)} aria-current={filters.status === status ? 'page' : undefined}>
            {STATUS_LABELS[status]} <span>{number.format(inbox.counts[status])}</span>
          </a>
        ))}
      </nav>
      <div className={styles.summary}>
        <p role="status">
          {inbox.total === 0
            ? 'No leads match these filters.'
            : inbox.leads.length === 0
              ? `There is no page ${number.format(page)}: these filters fill ${number.format(inbox.pages)}.`
              : `Showing ${number.format(first)}–${number.format(last)} of ${number.format(inbox.total)} ${inbox.total === 1 ? 'lead' : 'leads'}`}
        </p>
        {inbox.total > 0 && <a href={exportHref(filters, sealed)} download>Export CSV</a>}
        {anyFilter && inbox.total === 0 && <Link href="/staff">Clear filters</Link>}
      </div>
      {inbox.leads.length > 0 && <LeadsTable leads={inbox.leads} />}
      <Pagination page={page} totalPages={inbox.pages} href={(n) => inboxHref(filters, n, sealed)} />
    </PageShell>
  );
}
