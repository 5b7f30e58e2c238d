import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../../_lib/metadata';
import styles from '../../_components/auth.module.css';
import { ForgotPasswordForm } from './_components/forgot-password-form';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Forgot password', description: 'Reset your academy password.', path: pages.forgotPassword.path }),
  robots: { index: false },
};

export default function ForgotPasswordPage() {
  return (
    <PageShell narrow title="Forgot password" lead="Verify your email with a code, then choose a new password.">
      <div className={styles.card}>
        <ForgotPasswordForm />
        <p className={styles.links}>
          <Link href={pages.login.path}>Back to log in</Link>
        </p>
      </div>
    </PageShell>
  );
}
