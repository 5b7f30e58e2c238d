'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useStoredSession } from '@/components/ui/use-stored-session';
import { PageLink, useLocalizedPath } from '@/components/ui/page-link';
import { apiFetch } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import styles from './site-header.module.css';

const firstName = (fullName: string) => fullName.trim().split(/\s+/, 1)[0] ?? fullName;

/**
 * Log in and Sign up while logged out; the learner's first name (a link to My account) and Log out while a session is stored in this
 * browser. The stored token is checked once per page load: a 401 from /api/user/me (logged out elsewhere, password
 * reset, expired) clears it, and the header falls back to Log in.
 */
export function SessionActions() {
  const { session } = useStoredSession();
  const token = session?.token;
  const t = useTranslations('pages');

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    // Only a 401 matters (apiFetch clears the session then); an unreachable server keeps the learner logged in.
    apiFetch('/api/user/me', { signal: controller.signal }).catch(() => {});
    return () => controller.abort();
  }, [token]);

  if (!session?.fullName) {
    return (
      <div className={styles.actions}>
        <PageLink href={pages.login.path} className={styles.login}>
          {t('login')}
        </PageLink>
        <PageLink href={pages.signUp.path} className={styles.signUp}>
          {t('signUp')}
        </PageLink>
      </div>
    );
  }
  return <LoggedIn fullName={session.fullName} />;
}

/**
 * Issue 52: below 1080 px the session's links are inside the closed menu, so the bar itself shows a logged-in learner
 * their initial, a link to My account. Nothing while logged out (the menu holds Log in and Sign up).
 */
export function SessionBadge() {
  const { session } = useStoredSession();
  const t = useTranslations('header');
  const fullName = session?.fullName?.trim();
  if (!fullName) return null;
  const name = firstName(fullName);
  return (
    <PageLink
      href={pages.account.path}
      className={styles.badge}
      data-testid="learner-badge"
      title={t('accountTitle', { name: fullName })}
    >
      <span aria-hidden="true">{[...name][0]?.toLocaleUpperCase()}</span>
      <span className="visually-hidden">
        {t('accountLead')}
        {name}
      </span>
    </PageLink>
  );
}

function LoggedIn({ fullName }: { fullName: string }) {
  const router = useRouter();
  const { clear } = useStoredSession();
  const [leaving, setLeaving] = useState(false);
  const t = useTranslations('header');
  const localized = useLocalizedPath();

  const logout = async () => {
    setLeaving(true);
    // The server ends the session; whatever it answers (or if it cannot be reached), this browser forgets it.
    await apiFetch('/api/user/logout', { method: 'POST' }).catch(() => {});
    clear();
    setLeaving(false);
    router.push(localized(pages.home.path));
  };

  return (
    <div className={styles.actions}>
      <PageLink
        href={pages.account.path}
        className={styles.learner}
        data-testid="learner-name"
        title={t('accountTitle', { name: fullName })}
      >
        <span className="visually-hidden">{t('accountLead')}</span>
        {firstName(fullName)}
      </PageLink>
      <button
        type="button"
        className={styles.logout}
        onClick={() => void logout()}
        disabled={leaving}
        aria-busy={leaving}
      >
        {leaving ? t('loggingOut') : t('logOut')}
      </button>
    </div>
  );
}
