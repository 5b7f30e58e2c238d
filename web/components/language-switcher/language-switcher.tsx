'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useClientPathname } from '@/components/site-header/use-client-pathname';
import { languageNames, languageTags, locales, localizedPath, splitLocalePath, type Locale } from '@/lib/i18n/locales';
import { languageNamesFont } from './language-names-font';
import styles from './language-switcher.module.css';

/**
 * This page in the other language: one link, as there are two languages and the header has no room for a list.
 * A plain link (no script needed to follow it): the proxy remembers the language of each page opened
 * (lib/routes/locale-routing.ts). A prerendered page knows no address, so until hydration the link leads to the other
 * language's home page; then to this very page, its query included.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale() as Locale;
  const t = useTranslations('languageSwitcher');
  const pathname = useClientPathname();
  const here = pathname ? splitLocalePath(pathname).path : '/';
  const query = pathname ? window.location.search : '';
  return (
    <nav aria-label={t('label')} className={`${languageNamesFont.variable} ${className ?? ''}`}>
      <ul className={styles.list}>
        {locales
          .filter((language) => language !== locale)
          .map((language) => (
            <li key={language}>
              <a
                href={`${localizedPath(language, here)}${query}`}
                hrefLang={languageTags[language]}
                lang={languageTags[language]}
                className={styles.link}
              >
                {languageNames[language]}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
