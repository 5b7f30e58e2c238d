'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PageLink, useLocalizedPath } from '@/components/ui/page-link';
import { getStaffJson } from '@/lib/browser/academy-api';
import { pages } from '@/lib/routes/pages';
import styles from './console-shell.module.css';

/** How often an open console looks for new leads; a tab coming back into view looks at once. */
const LOOK_EVERY_MS = 15_000;
const COUNT_IN_TITLE = /^\(\d+\+?\) /;

/**
 * New leads in an open console without a reload (issue 54): a short poll from the newest lead the page was drawn
 * with. Those that came since the member last pressed a key or clicked are counted in the bar and the tab's title
 * ("(2) Leads"); the leads list shows them at once (the server's page drawn again in place: the selection, what is
 * typed and the focus stay).
 */
export function NewLeads({ newest }: { newest: number }) {
  const t = useTranslations('staffNewLeads');
  const router = useRouter();
  const pathname = usePathname() ?? '';
  const localized = useLocalizedPath();
  const seen = useRef(newest);
  const [unseen, setUnseen] = useState(0);
  const onList = pathname === localized(pages.staffHome.path);

  useEffect(() => {
    let looking = false;
    const look = async () => {
      if (looking) return;
      looking = true;
      const answer = await getStaffJson<{ count: number; newest: number }>(
        `/api/staff/leads/news?after=${seen.current}`,
      );
      looking = false;
      if (!answer.ok || answer.body.count === 0) return;
      seen.current = answer.body.newest;
      setUnseen((n) => n + answer.body.count);
      if (onList) router.refresh();
    };
    const timer = setInterval(look, LOOK_EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void look();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [onList, router]);

  // The member is here: what came is seen.
  useEffect(() => {
    if (unseen === 0) return;
    const acted = () => setUnseen(0);
    document.addEventListener('keydown', acted);
    document.addEventListener('pointerdown', acted);
    return () => {
      document.removeEventListener('keydown', acted);
      document.removeEventListener('pointerdown', acted);
    };
  }, [unseen]);

  const shown = unseen > 99 ? '99+' : String(unseen);
  // The page's own title, with the count in front while there is one: kept there when Next sets the title again (a
  // navigation, the list drawn again).
  useEffect(() => {
    const apply = () => {
      const title = document.title.replace(COUNT_IN_TITLE, '');
      const wanted = unseen > 0 ? `(${shown}) ${title}` : title;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (unseen === 0) return;
    const retitled = new MutationObserver(apply);
    retitled.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => retitled.disconnect();
  }, [unseen, shown]);

  return (
    // A live region without the status role: the console's pages have their own status lines.
    <p aria-live="polite" className={styles.news}>
      {unseen > 0 && (
        <PageLink href={pages.staffHome.path} className={styles.newsLink}>
          {t('count', { count: unseen, shown })}
        </PageLink>
      )}
    </p>
  );
}
