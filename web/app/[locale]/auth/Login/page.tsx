import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { pageMetadata } from '../../../_lib/metadata';
import { AccountScreen } from '../_components/account-screen';
import { LoginForm } from './_components/login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('authLogin');
  return pageMetadata({ title: t('title'), description: t('description'), path: pages.login.path, index: false });
}

export default async function LoginPage() {
  const t = await getTranslations('authLogin');
  return (
    <AccountScreen title={t('title')} lead={t('lead')} form={<LoginForm />} messages={['authLogin']}>
      <PageLink href={pages.forgotPassword.path}>{t('forgot')}</PageLink>
      <span>{t.rich('newHere', { link: (words) => <PageLink href={pages.signUp.path}>{words}</PageLink> })}</span>
    </AccountScreen>
  );
}
