'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchSuggestions } from '@/components/search-suggestions/search-suggestions';
import { CatalogueSearchForm } from './catalogue-search-form';
import { useCatalogue } from './catalogue-state';
import styles from './catalogue.module.css';

const TYPING_PAUSE_MS = 350;

/**
 * Each search answer is rendered with a box of its own (the list without a search is a stored page of another
 * route), so the box being typed in hands its focus, whatever was typed while the answer loaded, and whether its
 * suggestions were open (Escape closed them, and they stay closed) to the next. Leaving the box cancels it.
 */
const handover = { pending: false, value: '', open: false };

/**
 * The catalogue's search box. Typing lowercases the text and, after a short pause, reloads the list from page 1
 * (spec 4). Without JavaScript the form submits as a GET and the server applies the same search.
 */
export function CatalogueSearch() {
  const { state, navigate } = useCatalogue();
  const t = useTranslations('catalogue');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(state.search);
  const listOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The search last asked for: Enter pressed while the typing pause's answer is on its way asks nothing again (it was
  // one more request, and one more count of the search, issue 31).
  const requested = useRef(state.search);

  const apply = (search: string) => {
    clearTimeout(timer.current);
    if (search.trim() === state.search || search.trim() === requested.current) return;
    requested.current = search.trim();
    if (document.activeElement === input.current)
      Object.assign(handover, { pending: true, value: search, open: listOpen.current });
    navigate({ ...state, search: search.trim(), page: 1 });
  };
  const applySoon = (search: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(search), TYPING_PAUSE_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival: the box takes over from the one the learner was typing in
  useEffect(() => {
    if (handover.pending) {
      handover.pending = false;
      input.current?.focus();
      if (handover.value !== value) {
        setValue(handover.value);
        applySoon(handover.value);
      }
    }
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <CatalogueSearchForm
      category={state.category}
      keep={state}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}
    >
      <SearchSuggestions
        id={id}
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        className={styles.searchInput}
        category={state.category}
        inputRef={input}
        required
        // A box taking over from the one being typed in shows the suggestions that one showed, as it shows them once
        // this box is on the page (the arrival effect below has not yet cleared the handover then).
        openAtStart={() => handover.pending && handover.open}
        onOpenChange={(open) => {
          listOpen.current = open;
          if (handover.pending) handover.open = open;
        }}
        onBlur={(event) => {
          // A box hidden by the arrival of the next answer loses its focus too; only the learner's leaving counts.
          if (event.currentTarget.checkVisibility()) handover.pending = false;
        }}
        value={value}
        onValueChange={(typed) => {
          const next = typed.toLowerCase();
          setValue(next);
          if (handover.pending) handover.value = next;
          applySoon(next);
        }}
      />
      <button type="submit" className={styles.searchButton}>
        {t('search')}
      </button>
    </CatalogueSearchForm>
  );
}
