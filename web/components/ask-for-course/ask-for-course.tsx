'use client';

import { useTranslations } from 'next-intl';
import { useLocalizedPath } from '@/components/ui/page-link';
import buttons from '@/components/ui/button.module.css';
import { pages } from '@/lib/routes/pages';
import styles from './ask-for-course.module.css';

/**
 * Issue 52: a search that found nothing is not a dead end. It offers the Contact Us form with the search filled in
 * (app/[locale]/(site)/contactus reads `course`), which becomes a lead for a counsellor. A plain link: the catalogue's stored
 * search page stays one page for everyone, and it works before the script has run.
 */
export function AskForCourse({ search }: { search: string }) {
  const t = useTranslations('askForCourse');
  const localized = useLocalizedPath();
  const href = `${localized(pages.contact.path)}?${new URLSearchParams({ course: search })}`;
  return (
    <section aria-labelledby="ask-heading" className={styles.ask}>
      <h2 id="ask-heading">{t('heading')}</h2>
      <p>{t('text')}</p>
      <a href={href} className={`${buttons.primary} ${styles.link}`}>
        {t('link', { search })}
      </a>
    </section>
  );
}
