'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
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
  const hydrated = useHydrated();
  const { session } = useStoredSession();
  // Kept here, above the account, which is gone once it is deleted and its session forgotten.
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <StatusMessage>Your account and personal data have been deleted. Thank you for learning with us.</StatusMessage>;
  if (!hydrated) return <StatusMessage>Loading your account…</StatusMessage>;
  if (!session?.token) {
    return (
      <div className={styles.prompt}>
        <p>Log in to see your demo requests, enrolments and reviews.</p>
        <Link href={pages.login.path} className={styles.primaryLink}>Log in</Link>
      </div>
    );
  }
  return <Account token={session.token} onDeleted={() => setDeleted(true)} />;
}

function Account({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  const { state, reload } = useAccount(token);
  const { clear } = useStoredSession();
  const dead = state.stage === 'failed' && state.refusal.status === 401;
  // A token the server no longer knows (logged out everywhere, password reset): this browser forgets it too.
  useEffect(() => {
    if (dead) clear();
  }, [dead, clear]);

  if (state.stage === 'loading') return <StatusMessage>Loading your account…</StatusMessage>;
  if (state.stage === 'failed') {
    return (
      <div className={styles.prompt} role="alert">
        <p>{dead ? 'Your session has ended. Please log in again.' : state.refusal.message}</p>
        {dead ? null : <button type="button" className={styles.secondaryButton} onClick={reload}>Try again</button>}
      </div>
    );
  }
  const { account } = state;
  return (
    <div className={styles.layout}>
      <section aria-labelledby="bookings-heading" className={styles.section}>
        <h2 id="bookings-heading">My demo requests and enrolments</h2>
        <BookingsList bookings={account.bookings} onChange={reload} />
      </section>
      <section aria-labelledby="reviews-heading" className={styles.section}>
        <h2 id="reviews-heading">My reviews</h2>
        <MyReviews reviews={account.reviews} onChange={reload} />
      </section>
      <section aria-labelledby="profile-heading" className={styles.section}>
        <h2 id="profile-heading">Profile</h2>
        <ProfileForm profile={account.profile} onSaved={reload} />
        <h3>Email</h3>
        <EmailForm current={account.profile.email} onSaved={reload} />
      </section>
      <section aria-labelledby="password-heading" className={styles.section}>
        <h2 id="password-heading">Password and sessions</h2>
        <PasswordForm />
      </section>
      <section aria-labelledby="data-heading" className={styles.section}>
        <h2 id="data-heading">My data</h2>
        {/* Keyed by the email: the erasure confirms the current one, after a change too. */}
        <DangerZone key={account.profile.email} email={account.profile.email} onDeleted={onDeleted} />
      </section>
    </div>
  );
}
