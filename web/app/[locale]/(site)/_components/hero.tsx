'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { SearchSuggestions } from '@/components/search-suggestions/search-suggestions';
import { formatCount } from '@/components/ui/format-count';
import { useLocalizedPath } from '@/components/ui/page-link';
import type { HomeContent } from '@/lib/content';
import styles from './hero.module.css';

/**
 * The figures under the search: counted from the live catalogue, the courses rounded down ('50+' when `more`);
 * absent when it could not be read.
 */
export type HeroFacts = { categories: number; courses: { figure: number; more: boolean } } | null;

const strong = (figure: ReactNode) => <strong>{figure}</strong>;

/** 'Free demo class' -> <strong>Free</strong> demo class: the first word is the figure. */
function Highlight({ text }: { text: string }) {
  const [first, ...rest] = text.trim().split(/\s+/);
  return (
    <li>
      <strong>{first}</strong> {rest.join(' ')}
    </li>
  );
}

/**
 * First screen of the home page: what the academy offers (its words edited in the Studio) and a search that opens
 * the catalogue's results. A client component: the page's data holds its few texts, not its element tree. Its
 * own words are the `hero` namespace's, its figures written the reader's way.
 */
export function Hero({ content, facts }: { content: HomeContent['hero']; facts: HeroFacts }) {
  const [search, setSearch] = useState('');
  const t = useTranslations('hero');
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        {content.kicker ? <p className={styles.kicker}>{content.kicker}</p> : null}
        <h1 id="hero-title" className={styles.title}>
          {content.title}
        </h1>
        {content.lead ? <p className={styles.lead}>{content.lead}</p> : null}
        {/* A plain GET form: the search works before (and without) JavaScript. */}
        {/* biome-ignore lint/a11y/useSemanticElements: role=search on a form is what screen readers in use announce today; the search element is not yet announced by all of them */}
        <form action={localized('/course')} method="get" role="search" className={styles.search}>
          <SearchSuggestions
            id="hero-search"
            label={t('searchLabel')}
            placeholder={content.searchPlaceholder}
            className={styles.input}
            category={null}
            value={search}
            onValueChange={setSearch}
            required
          />
          <button type="submit" className={styles.button}>
            {t('search')}
          </button>
        </form>
        <ul className={styles.facts}>
          {facts ? (
            <>
              <li>
                {t.rich('categories', {
                  count: facts.categories,
                  shown: formatCount(facts.categories, locale),
                  strong,
                })}
              </li>
              <li>
                {t.rich('courses', {
                  count: facts.courses.figure,
                  shown: `${formatCount(facts.courses.figure, locale)}${facts.courses.more ? '+' : ''}`,
                  strong,
                })}
              </li>
            </>
          ) : null}
          {content.highlight ? <Highlight text={content.highlight} /> : null}
        </ul>
      </div>
    </section>
  );
}
