'use client';

import { useEffect, useState } from 'react';
import { searchText } from '@/lib/academy/search/search-text';
import { SUGGESTIONS_PATH, type CourseSuggestion, type SuggestionsAnswer } from '@/lib/contract/suggestions';

/** Answers already fetched in this tab, by category and text: typing back over a word, or a new page's box, asks no one. */
const answers = new Map<string, CourseSuggestion[]>();
const KEPT_ANSWERS = 200;

function remember(key: string, suggestions: CourseSuggestion[]) {
  if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
  answers.set(key, suggestions);
}

/** The suggestions shown, and the search text they answer (behind what is typed while a newer answer is on its way). */
export type ShownSuggestions = { suggestions: CourseSuggestion[]; answering: string };

/**
 * The courses to suggest for the text typed so far, fetched at each keystroke (no pause: the answer is a cached
 * read), the request for an older text cancelled. While an answer is on its way the previous suggestions stay, so
 * the list does not flicker; a failed request suggests nothing (the search itself still works).
 */
export function useCourseSuggestions(text: string, category: string | null): ShownSuggestions {
  const search = searchText(text);
  const key = `${category ?? ''}\n${search}`;
  const [fetched, setFetched] = useState<ShownSuggestions>({ answering: '', suggestions: [] });

  useEffect(() => {
    if (search.length < 2 || answers.has(key)) return;
    const abort = new AbortController();
    const params = new URLSearchParams({ search });
    if (category) params.set('category', category);
    fetch(`${SUGGESTIONS_PATH}?${params}`, { signal: abort.signal })
      .then(async (response) => {
        // Only an answer is kept: a refusal (too many requests, a server away) is asked again next time.
        const suggestions = response.ok ? ((await response.json()) as SuggestionsAnswer).suggestions : [];
        if (response.ok) remember(key, suggestions);
        setFetched({ answering: search, suggestions });
      })
      .catch(() => {
        if (!abort.signal.aborted) setFetched({ answering: search, suggestions: [] });
      });
    return () => abort.abort();
  }, [search, category, key]);

  if (search.length < 2) return { suggestions: [], answering: search };
  const known = answers.get(key);
  return known ? { suggestions: known, answering: search } : fetched;
}
