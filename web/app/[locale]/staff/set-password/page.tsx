import type { Metadata } from 'next';
import { PageShell } from '@/components/ui/page-shell';
import { SetPasswordForm } from './_components/set-password-form';
import styles from '../staff.module.css';

export const metadata: Metadata = { title: 'Set your password', robots: { index: false, follow: false } };

export default function SetPasswordPage() {
  return (
    <PageShell narrow title="Set your password" lead="Choose the password you will sign in to the staff console with.">
      <div className={styles.card}>
        <SetPasswordForm />
      </div>
    </PageShell>
  );
}
