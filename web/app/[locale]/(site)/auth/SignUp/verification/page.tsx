import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/app/_lib/metadata';
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

// The two codes the spec's form asks for, alike but for their names (each also its label's message).
const CODES = [
  { id: 'email-otp', name: 'emailOtp' },
  { id: 'contact-otp', name: 'contactOtp' },
] as const;

/**
 * Spec section 2: an unfinished static form with two fields (email OTP, contact OTP) and no behaviour. It has no
 * action and its button does not submit, so nothing is sent anywhere; sign-up verifies e-mail on its own screen.
 */
export default async function VerificationPage() {
  const t = await getTranslations('authVerification');
  return (
    <PageShell narrow title={t('title')} lead={t('lead')}>
      <form className={styles.form} aria-label={t('form')}>
        {CODES.map(({ id, name }) => (
          <div key={id} className={styles.field}>
            <label htmlFor={id}>{t(name)}</label>
            <input
              id={id}
              name={name}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder={t('codePlaceholder')}
            />
          </div>
        ))}
        <button type="button" className={styles.button}>
          {t('verify')}
        </button>
      </form>
    </PageShell>
  );
}
