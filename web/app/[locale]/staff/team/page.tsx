import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { istDateOf } from '@/components/ui/relative-time';
import { listMembers } from '@/lib/staff/members';
import { requireStaffPage } from '../_lib/current-staff';
import { StaffBar } from '../_components/staff-bar';
import styles from '../staff.module.css';
import { InviteForm } from './_components/invite-form';
import { MemberActions } from './_components/member-actions';

export const metadata: Metadata = { title: 'Team', robots: { index: false, follow: false } };

/** Everyone with a staff account; admins invite, change roles and disable here (issue 28). */
export default async function TeamPage() {
  const { member } = await requireStaffPage();
  const members = await listMembers();
  const isAdmin = member.role === 'admin';
  return (
    <PageShell title="Team" lead="Everyone who can sign in to the staff console.">
      <StaffBar member={member} />
      <table className={styles.table}>
        <caption className="visually-hidden">Staff members</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Added</th>
            {isAdmin && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td data-label="Email" className={styles.email}>{m.email}{m.id === member.id && ' (you)'}</td>
              <td data-label="Role">{m.role === 'admin' ? 'Admin' : 'Counsellor'}</td>
              <td data-label="Status">{!m.active ? 'Disabled' : m.hasPassword ? 'Active' : 'Invited'}</td>
              <td data-label="Added">{istDateOf(m.createdAt)}</td>
              {isAdmin && (
                <td data-label="Actions">
                  <MemberActions member={m} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {isAdmin ? (
        <section className={styles.section} aria-labelledby="invite-heading">
          <h2 id="invite-heading">Invite a member</h2>
          <InviteForm />
        </section>
      ) : (
        <p className={styles.note}>Only admins can invite members or change roles.</p>
      )}
    </PageShell>
  );
}
