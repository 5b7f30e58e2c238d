import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import { istDateOf } from '@/components/ui/relative-time';
import { pages, staffTrainerPath } from '@/lib/routes/pages';
import { listApplications } from '@/lib/staff/catalogue/applications';
import { requireStaffPage } from '../../_lib/current-staff';
import { StaffBar } from '../../_components/staff-bar';
import staff from '../../staff.module.css';
import { ApproveButton } from '../_components/approve-button';
import { CatalogueTabs } from '../_components/catalogue-tabs';

export const metadata: Metadata = { title: 'Trainer applications', robots: { index: false, follow: false } };

/** Applications from Become a Trainer, newest first: an admin approves one and it becomes a trainer. */
export default async function ApplicationsPage() {
  const { member } = await requireStaffPage();
  const applications = await listApplications();
  return (
    <PageShell title="Trainer applications" lead="From the Become a Trainer page, newest first.">
      <StaffBar member={member} />
      <CatalogueTabs current={pages.staffApplications} />
      {applications.length === 0 ? (
        <p role="status">No applications yet.</p>
      ) : (
        <table className={staff.table}>
          <caption className="visually-hidden">Trainer applications</caption>
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Courses</th>
              <th scope="col">Experience</th>
              <th scope="col">City</th>
              <th scope="col">Received</th>
              <th scope="col">Trainer</th>
            </tr>
          </thead>
          <tbody>
            {applications.map((a) => (
              <tr key={a.id} id={`application-${a.id}`}>
                <td data-label="Applicant" className={staff.email}>{a.name}<br />{a.email}</td>
                <td data-label="Courses">{a.courses.join(', ')}</td>
                <td data-label="Experience">{a.yearsOfExperience} {a.yearsOfExperience === 1 ? 'year' : 'years'}</td>
                <td data-label="City">{a.city}</td>
                <td data-label="Received">{istDateOf(a.createdAt.toISOString())}</td>
                <td data-label="Trainer">
                  {a.trainerId ? (
                    <Link href={staffTrainerPath(a.trainerId)}>{a.trainerName ?? 'Approved'}</Link>
                  ) : a.approvedAt ? (
                    'Approved'
                  ) : member.role === 'admin' ? (
                    <ApproveButton id={a.id} name={a.name} />
                  ) : (
                    'Waiting'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PageShell>
  );
}
