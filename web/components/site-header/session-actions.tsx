'use client';

import { useRouter } from 'next/navigation';
import { pages } from '@/lib/routes/pages';
import styles from './site-header.module.css';
import { useStoredSession } from '@/components/ui/use-stored-session';

/** The learner's name and Logout while a session is stored in this browser; nothing otherwise. */
export function SessionActions() {
  const router = useRouter();
  const { session, clear } = useStoredSession();
  if (!session?.FullName) return null;
  const logout = () => {
    clear();
    router.push(pages.home.path);
  };
  return (
    <div className={styles.actions}>
      <span className={styles.learner} data-testid="learner-name">
        {session.FullName}
      </span>
      <button type="button" className={styles.logout} onClick={logout}>
        Logout
      </button>
    </div>
  );
}
