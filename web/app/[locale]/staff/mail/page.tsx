import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { waitingMail } from '@/lib/staff/outbox';
import { requireStaffPage } from '../_lib/current-staff';
import { istDateTimeOf } from '@/components/ui/relative-time';
import { StaffBar } from '../_components/staff-bar';
import styles from '../staff.module.css';
import { SendAgainButton } from './_components/send-again-button';

export const metadata: Metadata = { title: 'Undelivered mail', robots: { index: false, follow: false } };

const PURPOSES = { otp: 'Verification code', inbox: 'Inbox notification', learner: 'Learner confirmation', staff: 'Staff' } as const;

/** Mail that has not arrived (issue 28): what the workers still retry, and what they gave up on, for an admin. */
export default async function MailPage() {
  const { member } = await requireStaffPage();
  if (member.role !== 'admin') {
    return (
      <PageShell title="Undelivered mail">
        <StaffBar member={member} />
        <p className={styles.note}>Only admins can see undelivered mail.</p>
      </PageShell>
    );
  }
  const mails = await waitingMail();
  return (
    <PageShell title="Undelivered mail" lead="Mail that did not go out is tried again with a growing wait; what the retries gave up on can be sent again here.">
      <StaffBar member={member} />
      {mails.length === 0 ? (
        <p role="status">Every mail has gone out.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Mail not delivered yet</caption>
          <thead>
            <tr>
              <th scope="col">Written</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
              <th scope="col">State</th>
              <th scope="col">Last error</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <tr key={mail.id} data-mail={mail.id}>
                <td data-label="Written">{istDateTimeOf(mail.createdAt)}</td>
                <td data-label="To" className={styles.email}>{mail.to}</td>
                <td data-label="Subject">{mail.subject}</td>
                <td data-label="Kind">{mail.purpose ? PURPOSES[mail.purpose] : 'Other'}</td>
                <td data-label="State">
                  {mail.status === 'undelivered'
                    ? `Gave up after ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}`
                    : `Retrying: ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'} so far${mail.nextAttemptAt ? `, next ${istDateTimeOf(mail.nextAttemptAt)}` : ''}`}
                </td>
                <td data-label="Last error" className={styles.email}>{mail.error ?? '–'}</td>
                <td data-label="Action">{mail.status === 'undelivered' && <SendAgainButton mailId={mail.id} subject={mail.subject} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageShell>
  );
}
