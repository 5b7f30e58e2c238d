import type { Metadata } from 'next';
import Link from 'next/link';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../../_lib/metadata';
import { AccountScreen } from '../_components/account-screen';
import { SignupForm } from './_components/signup-form';

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Sign up', description: 'Create your account to learn or teach at the academy.', path: pages.signUp.path, index: false,
});

export default function SignUpPage() {
  return (
    <AccountScreen title="Sign up" lead="Create your account. We will send a code to your email to verify it." form={<SignupForm />}>
      <span>
        Already have an account? <Link href={pages.login.path}>Log in</Link>
      </span>
    </AccountScreen>
  );
}
