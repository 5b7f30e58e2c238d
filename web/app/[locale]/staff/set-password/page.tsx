import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staffMetadata } from '../_components/staff-page';
import { StaffFormScreen } from '../_components/staff-form-screen';
import { SetPasswordForm } from './_components/set-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffSetPasswordPage');
  return staffMetadata(t('title'));
}

export default async function SetPasswordPage() {
  const t = await getTranslations('staffSetPasswordPage');
  return (
    <StaffFormScreen title={t('title')} lead={t('lead')} messages={['staffSetPasswordForm']}>
      <SetPasswordForm />
    </StaffFormScreen>
  );
}
