'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while React hydrates the page, true from the render after: for what only a running page may show. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
