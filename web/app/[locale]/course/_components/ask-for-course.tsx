import { getLocale, getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/button.module.css';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { pages } from '@/lib/routes/pages';
import styles from './catalogue.module.css';

/**
 * Issue 52: a search that found nothing is not a dead end. It offers the Contact Us form with the search filled in
 * (app/[locale]/contactus reads `course`), which becomes a lead for a counsellor. A plain link: the stored search page
 * stays the same for everyone.
 */
export async function AskForCourse({ search }: { search: string }) {
  const [t, locale] = await Promise.all([getTranslations('cataloguePage'), getLocale()]);
  const href = `${localizedPath(locale as Locale, pages.contact.path)}?${new URLSearchParams({ course: search })}`;
  return (
    <section aria-labelledby="ask-heading" className={styles.ask}>
      <h2 id="ask-heading">{t('askHeading')}</h2>
      <p>{t('askText')}</p>
      <a href={href} className={`${buttons.primary} ${styles.askLink}`}>
        {t('askLink', { search })}
      </a>
    </section>
  );
}
