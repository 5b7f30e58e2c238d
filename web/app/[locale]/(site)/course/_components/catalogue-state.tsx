'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useTransition, type ReactNode } from 'react';
import { useLocalizedPath } from '@/components/ui/page-link';
import { readStored, writeStored } from '@/lib/browser/local-storage';
import { catalogueHref, isFilteredState, PLAIN_CATALOGUE, type CatalogueParams } from '@/lib/routes/catalogue-params';

/** Spec section 3: the chosen sidebar category is remembered in local storage under this key. */
export const SELECTED_CATEGORY_KEY = 'selectedCategory';

type SidebarCategory = { name: string; slug: string };
type CatalogueContext = { state: CatalogueParams; pending: boolean; navigate: (next: CatalogueParams) => void };

const Context = createContext<CatalogueContext | null>(null);

export function useCatalogue(): CatalogueContext {
  const value = useContext(Context);
  if (!value) throw new Error('useCatalogue outside <CatalogueState>');
  return value;
}

/** Without storage the URL still carries the selection; only the next bare /course visit forgets it. */
export function rememberCategory(name: string) {
  writeStored(SELECTED_CATEGORY_KEY, name);
}

/**
 * Holds the catalogue's URL state for the sidebar, search box and paging. Every change is a router
 * transition, so the server renders the new list while `pending` lets the page show 'Loading...'. The addresses
 * stay in the page's language (/hi/course?category=arts).
 */
export function CatalogueState({
  state,
  categories,
  children,
}: {
  state: CatalogueParams;
  categories: SidebarCategory[];
  children: ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const localized = useLocalizedPath();
  const navigate = (next: CatalogueParams) =>
    startTransition(() => router.replace(localized(catalogueHref(next)), { scroll: false }));

  // A bare /course starts from the stored category, but only if it is still among the fetched ones (spec 4).
  const bare = state.category === null && state.search === '' && state.page === 1 && !isFilteredState(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival: later selections are the learner's own
  useEffect(() => {
    if (!bare) return;
    const stored = readStored(SELECTED_CATEGORY_KEY)?.trim().toLowerCase();
    const match = categories.find((c) => c.name.trim().toLowerCase() === stored);
    if (match)
      startTransition(() => router.replace(localized(catalogueHref({ ...PLAIN_CATALOGUE, category: match.slug }))));
  }, []);

  return <Context.Provider value={{ state, pending, navigate }}>{children}</Context.Provider>;
}

/** Replaces the list with the spec's 'Loading...' while a new selection, search or page is on its way. */
export function PendingList({ children }: { children: ReactNode }) {
  const { pending } = useCatalogue();
  const t = useTranslations('catalogue');
  if (pending) {
    return (
      <p role="status" data-testid="catalogue-loading" style={{ padding: 'var(--space-6) 0', textAlign: 'center' }}>
        {t('loading')}
      </p>
    );
  }
  return <>{children}</>;
}
