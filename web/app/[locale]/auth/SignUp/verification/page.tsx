import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '../../../../_lib/metadata';
import styles from './verification.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('authVerification');
  return pageMetadata({
    title: t('metaTitle'),
    description: t('description'),
    path: '/auth/SignUp/verification',
    index: false,
  });
}

/**
 * Spec section 2: an unfinished static form with two fields (email OTP, contact OTP) and no behaviour. It has no
 * action and its button does not submit, so nothing is sent anywhere; sign-up verifies e-mail on its own screen.
 */
export default async function VerificationPage() {
  const t = await getTranslations('authVerification');
  return (
    <PageShell narrow title={t('title')} lead={t('lead')}>
      <form className={styles.form} aria-label={t('form')}>
        <div className={styles.field}>
          <label htmlFor="email-otp">{t('emailOtp')}</label>
          <input
            id="email-otp"
            name="emailOtp"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('codePlaceholder')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-otp">{t('contactOtp')}</label>
          <input
            id="contact-otp"
            name="contactOtp"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('codePlaceholder')}
          />
        </div>
        <button type="button" className={styles.button}>
          {t('verify')}
        </button>
      </form>
    </PageShell>
  );
}
