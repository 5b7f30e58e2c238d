'use client';

import { usePathname } from 'next/navigation';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The page's path once it has hydrated; null on the server and during hydration.
 *
 * Reading the path with usePathname while prerendering makes a component request-time under cacheComponents. Every
 * page with route params (the stored home, catalogue, category and course views) then carried the header tabs twice,
 * once hidden, plus React's reveal script: about 2 KB of each page. Read in the browser only, the header stays whole in
 * the static shell and the current tab is marked right after hydration.
 */
export function useClientPathname(): string | null {
  const hydrated = useHydrated();
  // usePathname is a context read (no hook slot of its own), and each environment always takes the same branch.
  // biome-ignore lint/correctness/useHookAtTopLevel: see above; the server never reads the path.
  const pathname = typeof window === 'undefined' ? null : usePathname();
  return hydrated ? pathname : null;
}
