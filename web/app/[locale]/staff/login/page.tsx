import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { pages } from '@/lib/routes/pages';
import { currentStaff } from '../_lib/current-staff';
import { staffMetadata } from '../_components/staff-page';
import { StaffFormScreen } from '../_components/staff-form-screen';
import { StaffLoginForm } from './_components/staff-login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffLoginPage');
  return staffMetadata(t('title'));
}

export default async function StaffLoginPage() {
  if (await currentStaff()) redirect(localizedPath(await getLocale(), pages.staffHome.path));
  const t = await getTranslations('staffLoginPage');
  return (
    <StaffFormScreen title={t('title')} lead={t('lead')} messages={['staffLoginForm']}>
      <StaffLoginForm />
    </StaffFormScreen>
  );
}
