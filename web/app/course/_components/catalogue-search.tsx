'use client';

import { useEffect, useRef, useState } from 'react';
import { CatalogueSearchForm } from './catalogue-search-form';
import { useCatalogue } from './catalogue-state';
import styles from './catalogue.module.css';

const TYPING_PAUSE_MS = 350;

/**
 * The catalogue's search box. Typing lowercases the text and, after a short pause, reloads the list from page 1
 * (spec 4). Without JavaScript the form submits as a GET and the server applies the same search.
 */
export function CatalogueSearch() {
  const { state, navigate } = useCatalogue();
  const [value, setValue] = useState(state.search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (search: string) => {
    clearTimeout(timer.current);
    if (search.trim() !== state.search) navigate({ category: state.category, search: search.trim(), page: 1 });
  };

  return (
    <CatalogueSearchForm
      category={state.category}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}
    >
      <label htmlFor="catalogue-search" className="visually-hidden">Search courses</label>
      <input
        id="catalogue-search"
        name="search"
        type="search"
        placeholder="Search for..."
        required
        autoComplete="off"
        className={styles.searchInput}
        value={value}
        onChange={(event) => {
          const next = event.target.value.toLowerCase();
          setValue(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(next), TYPING_PAUSE_MS);
        }}
      />
      <button type="submit" className={styles.searchButton}>Search</button>
    </CatalogueSearchForm>
  );
}
