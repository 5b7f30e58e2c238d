import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/ui/page-shell';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/db/lead-words';
import { telHref, whatsappHref } from '@/lib/phone';
import { leadPath, pages } from '@/lib/routes/pages';
import { leadIdOf, leadView } from '@/lib/staff/leads/lead';
import { nextStatuses } from '@/lib/staff/leads/workflow';
import { requireStaffPage } from '../../_lib/current-staff';
import { istDateOf, istDateTimeOf, relativeTime } from '@/components/ui/relative-time';
import { StaffBar } from '../../_components/staff-bar';
import styles from '../../staff.module.css';
import { LeadTrail } from './_components/lead-trail';
import { LeadWorkForm } from './_components/lead-work-form';
import { NoteForm } from './_components/note-form';

export const metadata: Metadata = { title: 'Lead', robots: { index: false, follow: false } };

/** One lead, worked to the end: what was sent, who the person is, its status and owner, notes and history. */
export default async function LeadPage({ params }: PageProps<'/[locale]/staff/leads/[leadId]'>) {
  const { member } = await requireStaffPage();
  const { leadId } = await params;
  const id = leadIdOf(leadId);
  const lead = id === null ? null : await leadView(id);
  if (!lead) notFound();
  const firstName = lead.name.split(/\s+/)[0] ?? lead.name;
  const whatsapp = lead.erasedAt ? null : whatsappHref(
    lead.phone,
    `Hello ${firstName}, this is the academy about your ${KIND_LABELS[lead.kind].toLowerCase()}${lead.courseNames ? ` for ${lead.courseNames}` : ''}.`,
  );
  return (
    <PageShell title={lead.name} lead={`${KIND_LABELS[lead.kind]}${lead.courseNames ? `: ${lead.courseNames}` : ''}`}>
      <StaffBar member={member} />
      <p className={styles.back}><Link href={pages.staffHome.path}>← All leads</Link></p>
      <div className={styles.leadLayout}>
        <div>
          {lead.erasedAt ? (
            <section aria-labelledby="contact-heading" className={styles.panel}>
              <h2 id="contact-heading">Erased</h2>
              <p>
                The learner deleted their account on {istDateTimeOf(lead.erasedAt)}: their name, email, phone and what they sent
                were erased. The course, status and history stay.
              </p>
              <p className={styles.note}>Received {istDateTimeOf(lead.receivedAt)}</p>
            </section>
          ) : (
            <>
              <section aria-labelledby="contact-heading" className={styles.panel}>
                <h2 id="contact-heading">Contact</h2>
                <ul className={styles.contactActions}>
                  <li><a className={styles.callButton} href={telHref(lead.phone)}>Call {lead.phone}</a></li>
                  {whatsapp && <li><a className={styles.callButton} href={whatsapp} target="_blank" rel="noopener noreferrer">WhatsApp</a></li>}
                  <li><a href={`mailto:${lead.email}`} className={styles.email}>{lead.email}</a></li>
                </ul>
                <p className={styles.note}>
                  Received <time dateTime={lead.receivedAt}>{relativeTime(lead.receivedAt, Date.now())}</time> ({istDateTimeOf(lead.receivedAt)})
                </p>
              </section>
              <section aria-labelledby="submitted-heading" className={styles.panel}>
                <h2 id="submitted-heading">What they sent</h2>
                <dl className={styles.details}>
                  {[['Name', lead.name], ['Email', lead.email], ['Phone', lead.phone], ...lead.details].map(([label, value]) => (
                    <div key={label}><dt>{label}</dt><dd>{value || '–'}</dd></div>
                  ))}
                </dl>
              </section>
            </>
          )}
          {!lead.erasedAt && (
            <section aria-labelledby="person-heading" className={styles.panel}>
              <h2 id="person-heading">The learner</h2>
              <p>
                {lead.account
                  ? `Has an account as ${lead.account.fullName} (${lead.account.phone}) since ${istDateOf(lead.account.createdAt)}.`
                  : 'No learner account uses this email.'}
              </p>
              <h3>Their other leads</h3>
              {lead.others.length === 0 ? (
                <p className={styles.note}>None with this email or phone.</p>
              ) : (
                <ul className={styles.others}>
                  {lead.others.map((other) => (
                    <li key={other.id}>
                      <Link href={leadPath(other.id)}>{KIND_LABELS[other.kind]}{other.courseNames ? `: ${other.courseNames}` : ''}</Link>{' '}
                      <span className={styles.note}>{STATUS_LABELS[other.status]}, {istDateTimeOf(other.receivedAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
        <div>
          <section aria-labelledby="work-heading" className={styles.panel}>
            <h2 id="work-heading">Status and owner</h2>
            <LeadWorkForm
              key={lead.version}
              leadId={lead.id}
              memberId={member.id}
              current={{ status: lead.status, lostReason: lead.lostReason ?? '', owner: lead.ownerId ? String(lead.ownerId) : '', version: lead.version }}
              statuses={nextStatuses(lead.status)}
              staff={lead.staff
                .filter((s) => s.active || s.id === lead.ownerId)
                .map((s) => ({ id: s.id, label: s.active ? s.email : `${s.email} (disabled)` }))}
            />
          </section>
          <section aria-labelledby="notes-heading" className={styles.panel}>
            <h2 id="notes-heading">Notes</h2>
            {lead.notes.length === 0 ? (
              <p className={styles.note}>No notes yet.</p>
            ) : (
              <ol className={styles.notes}>
                {lead.notes.map((n) => (
                  <li key={n.id}>
                    <p className={styles.noteBody}>{n.body}</p>
                    <p className={styles.note}>{n.author ?? 'A former member'}, <time dateTime={n.createdAt}>{istDateTimeOf(n.createdAt)}</time></p>
                  </li>
                ))}
              </ol>
            )}
            <NoteForm leadId={lead.id} />
          </section>
          <section aria-labelledby="trail-heading" className={styles.panel}>
            <h2 id="trail-heading">History</h2>
            <LeadTrail events={lead.trail} staff={lead.staff} />
          </section>
        </div>
      </div>
    </PageShell>
  );
}
