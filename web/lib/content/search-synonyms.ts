import 'server-only';
import { cachedRead } from './cached-read';
import { loadSearchSynonyms } from './load';
import { contentTags } from './tags';

// Apart from the page getters (index.ts) because the course search reaches it from the proxy and the instrumentation
// hook too (lib/backend/in-process.ts), where next-intl's page language, which index.ts reads, cannot be imported.
// The synonyms need no language: what learners type is matched whatever the page's language.

async function cachedSearchSynonyms() {
  'use cache';
  return cachedRead([contentTags.searchSynonyms], loadSearchSynonyms);
}

/**
 * Marketing's search synonyms (issue 31), for the course search; none when the document does not exist. Always the
 * published document, drafts never: search answers are cached and shared, and GraphQL reads it inside its own cache.
 */
export const getSearchSynonyms = () => cachedSearchSynonyms();
