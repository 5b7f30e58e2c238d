import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { unlistedPageMetadata } from '@/app/_lib/metadata';
import { AccountScreen } from '../_components/account-screen';
import { LoginForm } from './_components/login-form';

export const generateMetadata = () => unlistedPageMetadata('authLogin', pages.login.path);

export default async function LoginPage() {
  const t = await getTranslations('authLogin');
  return (
    <AccountScreen title={t('title')} lead={t('lead')} form={<LoginForm />} messages={['authLogin']}>
      <PageLink href={pages.forgotPassword.path}>{t('forgot')}</PageLink>
      <span>{t.rich('newHere', { link: (words) => <PageLink href={pages.signUp.path}>{words}</PageLink> })}</span>
    </AccountScreen>
  );
}
