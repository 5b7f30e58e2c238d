import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { unlistedPageMetadata } from '@/app/_lib/metadata';
import { AccountScreen } from '../_components/account-screen';
import { SignupForm } from './_components/signup-form';

export const generateMetadata = () => unlistedPageMetadata('authSignUp', pages.signUp.path);

export default async function SignUpPage() {
  const t = await getTranslations('authSignUp');
  return (
    <AccountScreen title={t('title')} lead={t('lead')} form={<SignupForm />} messages={['authSignUp', 'emailOtp']}>
      <span>{t.rich('haveAccount', { link: (words) => <PageLink href={pages.login.path}>{words}</PageLink> })}</span>
    </AccountScreen>
  );
}
