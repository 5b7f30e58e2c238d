'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { translateSaid, type SaidMap } from '@/lib/i18n/said';

const SaidContext = createContext<SaidMap>({});

/** The page's words for the English the server and the form schemas say (lib/i18n/said.ts). */
export function SaidProvider({ map, children }: { map: SaidMap; children: ReactNode }) {
  const above = useContext(SaidContext);
  return <SaidContext value={Object.keys(above).length ? { ...above, ...map } : map}>{children}</SaidContext>;
}

/** Turns a message the server or a schema said in English into the page's language (unchanged on English pages). */
export function useSaid(): (message: string) => string {
  const map = useContext(SaidContext);
  return useCallback((message: string) => translateSaid(message, map), [map]);
}
