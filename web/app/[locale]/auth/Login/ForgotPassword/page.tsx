import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../../../_lib/metadata';
import { AccountScreen } from '../../_components/account-screen';
import { ForgotPasswordForm } from './_components/forgot-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('authForgotPassword');
  return pageMetadata({ title: t('title'), description: t('description'), path: pages.forgotPassword.path, index: false });
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('authForgotPassword');
  return (
    <AccountScreen title={t('title')} lead={t('lead')} form={<ForgotPasswordForm />} messages={['authForgotPassword', 'emailOtp']}>
      <PageLink href={pages.login.path}>{t('backToLogin')}</PageLink>
    </AccountScreen>
  );
}
