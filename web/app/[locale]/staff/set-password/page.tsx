import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/with-messages';
import { PageShell } from '@/components/ui/page-shell';
import { STAFF_SAID } from '../_lib/said';
import { SetPasswordForm } from './_components/set-password-form';
import styles from '../staff.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffSetPasswordPage');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function SetPasswordPage() {
  const t = await getTranslations('staffSetPasswordPage');
  return (
    <PageShell narrow title={t('title')} lead={t('lead')}>
      <div className={styles.card}>
        <WithMessages namespaces={['staffSetPasswordForm']} said={STAFF_SAID}>
          <SetPasswordForm />
        </WithMessages>
      </div>
    </PageShell>
  );
}
