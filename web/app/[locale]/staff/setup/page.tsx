import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { STAFF_SAID } from '../_lib/said';
import { SetupForm } from './_components/setup-form';
import styles from '../staff.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffSetupPage');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Opened from the link the server prints at start while the site has no admin (issue 51, lib/staff/first-admin.ts). */
export default async function SetupPage() {
  const t = await getTranslations('staffSetupPage');
  return (
    <PageShell narrow title={t('title')} lead={t('lead')}>
      <div className={styles.card}>
        <WithMessages namespaces={['staffSetupForm']} said={STAFF_SAID}>
          <SetupForm />
        </WithMessages>
      </div>
    </PageShell>
  );
}
