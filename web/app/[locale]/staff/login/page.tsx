import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { currentStaff } from '../_lib/current-staff';
import { StaffLoginForm } from './_components/staff-login-form';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Staff sign in', robots: { index: false, follow: false } };

export default async function StaffLoginPage() {
  if (await currentStaff()) redirect(pages.staffHome.path);
  return (
    <PageShell narrow title="Staff sign in" lead="For the academy's counsellors and admins. Learners log in from the site's Login.">
      <div className={styles.card}>
        <StaffLoginForm />
      </div>
    </PageShell>
  );
}
