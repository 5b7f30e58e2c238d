import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { unlistedPageMetadata } from '@/app/_lib/metadata';
import { AccountScreen } from '../../_components/account-screen';
import { ForgotPasswordForm } from './_components/forgot-password-form';

export const generateMetadata = () => unlistedPageMetadata('authForgotPassword', pages.forgotPassword.path);

export default async function ForgotPasswordPage() {
  const t = await getTranslations('authForgotPassword');
  return (
    <AccountScreen
      title={t('title')}
      lead={t('lead')}
      form={<ForgotPasswordForm />}
      messages={['authForgotPassword', 'emailOtp']}
    >
      <PageLink href={pages.login.path}>{t('backToLogin')}</PageLink>
    </AccountScreen>
  );
}
