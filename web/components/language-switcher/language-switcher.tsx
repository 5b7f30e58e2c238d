'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { useClientPathname } from '@/components/site-header/use-client-pathname';
import { addressOfRoute } from '@/lib/page-cache/static-views';
import { languageNames, languageTags, locales, localizedPath, splitLocalePath, type Locale } from '@/lib/i18n/locales';
import { languageNamesFont } from './language-names-font';
import styles from './language-switcher.module.css';

/**
 * This page in the other language: one link, as there are two languages and the header has no room for a list.
 * A plain link (no script needed to follow it): the proxy remembers the language of each page opened
 * (lib/routes/locale-routing.ts). Issue 52: the server's HTML already names this page, from the route that rendered
 * it (a stored catalogue view carries its address's query in its params, lib/page-cache/static-views.ts), so a tap
 * before the script runs, or without one, opens the same page; once hydrated, the browser's own address, whatever
 * its query.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations('languageSwitcher');
  return (
    <nav aria-label={t('label')} className={`${languageNamesFont.variable} ${className ?? ''}`}>
      {/* Pages with params are rendered with their own (`blocking`), so the route is known and nothing waits. Only a
          page whose prerendered shell serves every value of a param (a course's thank-you page) has its switcher
          streamed in after the shell, which links to the home page meanwhile. */}
      <Suspense fallback={<LanguageLinks here="/" />}>
        <ThisPageLinks />
      </Suspense>
    </nav>
  );
}

function ThisPageLinks() {
  // The route tree's segments are the same on the server and in hydration; the browser's address only after it.
  const segments = useSelectedLayoutSegments();
  const pathname = useClientPathname();
  const here = pathname
    ? `${splitLocalePath(pathname).path}${window.location.search}`
    : (addressOfRoute(segments ?? []) ?? '/');
  return <LanguageLinks here={here} />;
}

/** `here`: the page's address in no language (its query included). */
function LanguageLinks({ here }: { here: string }) {
  const locale = useLocale() as Locale;
  return (
    <ul className={styles.list}>
      {locales
        .filter((language) => language !== locale)
        .map((language) => (
          <li key={language}>
            <a
              href={localizedPath(language, here)}
              hrefLang={languageTags[language]}
              lang={languageTags[language]}
              className={styles.link}
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
    </ul>
  );
}
