'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSaid } from '@/components/i18n/said-provider';
import { PageLink } from '@/components/ui/page-link';
import { StatusMessage } from '@/components/ui/status-message';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { pages } from '@/lib/routes/pages';
import styles from './account.module.css';
import { BookingsList } from './bookings-list';
import { DangerZone } from './danger-zone';
import { EmailForm } from './email-form';
import { MyReviews } from './my-reviews';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { useAccount } from './use-account';

/** The page for a logged-in learner; a prompt to log in otherwise (also when the stored session has died). */
export function AccountView() {
  const t = useTranslations('account');
  const hydrated = useHydrated();
  const { session } = useStoredSession();
  // Kept here, above the account, which is gone once it is deleted and its session forgotten.
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <StatusMessage>{t('deleted')}</StatusMessage>;
  if (!hydrated) return <StatusMessage>{t('loading')}</StatusMessage>;
  if (!session?.token) {
    return (
      <div className={styles.prompt}>
        <p>{t('logInPrompt')}</p>
        <PageLink href={pages.login.path} className={styles.primaryLink}>
          {t('logIn')}
        </PageLink>
      </div>
    );
  }
  return <Account token={session.token} onDeleted={() => setDeleted(true)} />;
}

function Account({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const t = useTranslations('account');
  const say = useSaid();
  const { state, reload } = useAccount(token);
  const { clear } = useStoredSession();
  const dead = state.stage === 'failed' && state.refusal.status === 401;
  // A token the server no longer knows (logged out everywhere, password reset): this browser forgets it too.
  useEffect(() => {
    if (dead) clear();
  }, [dead, clear]);

  if (state.stage === 'loading') return <StatusMessage>{t('loading')}</StatusMessage>;
  if (state.stage === 'failed') {
    return (
      <div className={styles.prompt} role="alert">
        <p>{dead ? t('sessionEnded') : say(state.refusal.message)}</p>
        {dead ? null : (
          <button type="button" className={styles.secondaryButton} onClick={reload}>
            {t('tryAgain')}
          </button>
        )}
      </div>
    );
  }
  const { account } = state;
  return (
    <div className={styles.layout}>
      <section aria-labelledby="bookings-heading" className={styles.section}>
        <h2 id="bookings-heading">{t('bookingsHeading')}</h2>
        <BookingsList bookings={account.bookings} onChange={reload} />
      </section>
      <section aria-labelledby="reviews-heading" className={styles.section}>
        <h2 id="reviews-heading">{t('reviewsHeading')}</h2>
        <MyReviews reviews={account.reviews} onChange={reload} />
      </section>
      <section aria-labelledby="profile-heading" className={styles.section}>
        <h2 id="profile-heading">{t('profileHeading')}</h2>
        <ProfileForm profile={account.profile} onSaved={reload} />
        <h3>{t('emailHeading')}</h3>
        <EmailForm current={account.profile.email} onSaved={reload} />
      </section>
      <section aria-labelledby="password-heading" className={styles.section}>
        <h2 id="password-heading">{t('passwordHeading')}</h2>
        <PasswordForm />
      </section>
      <section aria-labelledby="data-heading" className={styles.section}>
        <h2 id="data-heading">{t('dataHeading')}</h2>
        {/* Keyed by the email: the erasure confirms the current one, after a change too. */}
        <DangerZone key={account.profile.email} email={account.profile.email} onDeleted={onDeleted} />
      </section>
    </div>
  );
}
