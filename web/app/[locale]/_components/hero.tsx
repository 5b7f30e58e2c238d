'use client';

import { useState } from 'react';
import { SearchSuggestions } from '@/components/search-suggestions/search-suggestions';
import type { HomeContent } from '@/lib/content';
import styles from './hero.module.css';

/** The figures under the search: counted from the live catalogue; absent when it could not be read. */
export type HeroFacts = { categories: string; courses: string } | null;

/** 'Free demo class' -> <strong>Free</strong> demo class: the first word is the figure. */
function Highlight({ text }: { text: string }) {
  const [first, ...rest] = text.trim().split(/\s+/);
  return <li><strong>{first}</strong> {rest.join(' ')}</li>;
}

/**
 * First screen of the home page: what the academy offers (its words edited in the Studio) and a search that opens
 * the catalogue's results. A client component: the page's data holds its few texts, not its element tree.
 */
export function Hero({ content, facts }: { content: HomeContent['hero']; facts: HeroFacts }) {
  const [search, setSearch] = useState('');
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        {content.kicker ? <p className={styles.kicker}>{content.kicker}</p> : null}
        <h1 id="hero-title" className={styles.title}>{content.title}</h1>
        {content.lead ? <p className={styles.lead}>{content.lead}</p> : null}
        {/* A plain GET form: the search works before (and without) JavaScript. */}
        <form action="/course" method="get" role="search" className={styles.search}>
          <SearchSuggestions
            id="hero-search"
            label="Search courses"
            placeholder={content.searchPlaceholder}
            className={styles.input}
            category={null}
            value={search}
            onValueChange={setSearch}
            required
          />
          <button type="submit" className={styles.button}>Search</button>
        </form>
        <ul className={styles.facts}>
          {facts ? (
            <>
              <li><strong>{facts.categories}</strong> categories</li>
              <li><strong>{facts.courses}</strong> courses</li>
            </>
          ) : null}
          {content.highlight ? <Highlight text={content.highlight} /> : null}
        </ul>
      </div>
    </section>
  );
}
