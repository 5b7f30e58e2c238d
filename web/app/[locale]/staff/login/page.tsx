import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { localizedPath } from '@/lib/i18n/locales';
import { pages } from '@/lib/routes/pages';
import { currentStaff } from '../_lib/current-staff';
import { STAFF_SAID } from '../_lib/said';
import { StaffLoginForm } from './_components/staff-login-form';
import styles from '../staff.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffLoginPage');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function StaffLoginPage() {
  if (await currentStaff()) redirect(localizedPath(await getLocale(), pages.staffHome.path));
  const t = await getTranslations('staffLoginPage');
  return (
    <PageShell narrow title={t('title')} lead={t('lead')}>
      <div className={styles.card}>
        <WithMessages namespaces={['staffLoginForm']} said={STAFF_SAID}>
          <StaffLoginForm />
        </WithMessages>
      </div>
    </PageShell>
  );
}
