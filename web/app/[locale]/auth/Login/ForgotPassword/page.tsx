import type { Metadata } from 'next';
import Link from 'next/link';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../../../_lib/metadata';
import { AccountScreen } from '../../_components/account-screen';
import { ForgotPasswordForm } from './_components/forgot-password-form';

export const generateMetadata = (): Promise<Metadata> => pageMetadata({
  title: 'Forgot password', description: 'Reset your academy password.', path: pages.forgotPassword.path, index: false,
});

export default function ForgotPasswordPage() {
  return (
    <AccountScreen title="Forgot password" lead="Verify your email with a code, then choose a new password." form={<ForgotPasswordForm />}>
      <Link href={pages.login.path}>Back to log in</Link>
    </AccountScreen>
  );
}
