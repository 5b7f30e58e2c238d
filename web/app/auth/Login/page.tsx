import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../_lib/metadata';
import styles from '../_components/auth.module.css';
import { LoginForm } from './_components/login-form';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Log in', description: 'Log in to your academy account.', path: pages.login.path }),
  robots: { index: false },
};

export default function LoginPage() {
  return (
    <PageShell narrow title="Log in" lead="Welcome back. Log in with your email and password.">
      <div className={styles.card}>
        <LoginForm />
        <p className={styles.links}>
          <Link href={pages.forgotPassword.path}>Forgot password?</Link>
          <span>
            New here? <Link href={pages.signUp.path}>Sign up</Link>
          </span>
        </p>
      </div>
    </PageShell>
  );
}
