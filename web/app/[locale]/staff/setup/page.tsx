import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { PageLink } from '@/components/ui/page-link';
import { pages } from '@/lib/routes/pages';
import { setupIsOpen } from '@/lib/staff/first-admin';
import { StaffFormScreen } from '../_components/staff-form-screen';
import { SetupForm } from './_components/setup-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffSetupPage');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Opened from the link the server prints at start while the site has no admin (issue 51, lib/staff/first-admin.ts). */
export default async function SetupPage() {
  // Read for each request (the database's answer changes once an admin exists), never at build time.
  await connection();
  const t = await getTranslations('staffSetupPage');
  // A link opened after an admin exists says so at once, rather than after the form is filled in.
  if (!(await setupIsOpen())) {
    return (
      <StaffFormScreen title={t('title')}>
        <p role="status">
          {t.rich('adminExists', { link: (chunks) => <PageLink href={pages.staffLogin.path}>{chunks}</PageLink> })}
        </p>
      </StaffFormScreen>
    );
  }
  return (
    <StaffFormScreen title={t('title')} lead={t('lead')} messages={['staffSetupForm']}>
      <SetupForm />
    </StaffFormScreen>
  );
}
