import type { Metadata } from 'next';
import Link from 'next/link';
import { PageShell } from '@/components/ui/page-shell';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../_lib/metadata';
import styles from '../_components/auth.module.css';
import { SignupForm } from './_components/signup-form';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Sign up', description: 'Create your account to learn or teach at the academy.', path: pages.signUp.path }),
  robots: { index: false },
};

export default function SignUpPage() {
  return (
    <PageShell narrow title="Sign up" lead="Create your account. We will send a code to your email to verify it.">
      <div className={styles.card}>
        <SignupForm />
        <p className={styles.links}>
          <span>
            Already have an account? <Link href={pages.login.path}>Log in</Link>
          </span>
        </p>
      </div>
    </PageShell>
  );
}
