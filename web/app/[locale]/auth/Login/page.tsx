import type { Metadata } from 'next';
import Link from 'next/link';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../../_lib/metadata';
import { AccountScreen } from '../_components/account-screen';
import { LoginForm } from './_components/login-form';

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Log in', description: 'Log in to your academy account.', path: pages.login.path, index: false,
});

export default function LoginPage() {
  return (
    <AccountScreen title="Log in" lead="Welcome back. Log in with your email and password." form={<LoginForm />}>
      <Link href={pages.forgotPassword.path}>Forgot password?</Link>
      <span>
        New here? <Link href={pages.signUp.path}>Sign up</Link>
      </span>
    </AccountScreen>
  );
}
