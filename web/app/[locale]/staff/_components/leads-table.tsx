import Link from 'next/link';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/db/lead-words';
import { telHref } from '@/lib/phone';
import { leadPath } from '@/lib/routes/pages';
import type { LeadListing } from '@/lib/staff/leads/inbox';
import { istDateTimeOf, relativeTime } from '@/components/ui/relative-time';
import styles from '../staff.module.css';

/** One page of leads: a table on a desk, a card per lead on a phone (the name opens the lead, the phone calls). */
export function LeadsTable({ leads }: { leads: LeadListing[] }) {
  const now = Date.now();
  return (
    <table className={`${styles.table} ${styles.leads}`}>
      <caption className="visually-hidden">Leads</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Course</th>
          <th scope="col">Phone</th>
          <th scope="col">Email</th>
          <th scope="col">City</th>
          <th scope="col">Status</th>
          <th scope="col">Owner</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            <td data-label="Received">
              <time dateTime={lead.receivedAt} title={istDateTimeOf(lead.receivedAt)}>{relativeTime(lead.receivedAt, now)}</time>
              <span className={styles.exact}>{istDateTimeOf(lead.receivedAt)}</span>
            </td>
            <th scope="row" data-label="Name" className={styles.leadName}>
              <Link href={leadPath(lead.id)}>{lead.name}</Link>
            </th>
            <td data-label="Kind">{KIND_LABELS[lead.kind]}</td>
            <td data-label="Course">{lead.courseNames}</td>
            <td data-label="Phone"><a href={telHref(lead.phone)}>{lead.phone}</a></td>
            <td data-label="Email" className={styles.email}>{lead.email}</td>
            <td data-label="City">{lead.city || '–'}</td>
            <td data-label="Status"><span className={styles.status} data-status={lead.status}>{STATUS_LABELS[lead.status]}</span></td>
            <td data-label="Owner" className={styles.email}>{lead.owner ?? 'Nobody'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
