'use client';

import { useSyncExternalStore } from 'react';

const TICK_MS = 15_000;

// One clock for every review on the page: a single timer, and all times move together.
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const tick = () => {
  now = Date.now();
  listeners.forEach((listener) => listener());
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = setInterval(tick, TICK_MS);
    // A clock idle since the last review left would be stale: read it afresh.
    tick();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

const getSnapshot = () => now || (now = Date.now());

/**
 * The current time in the browser, or null while rendering on the server and hydrating: relative times are shown
 * only after hydration, so the server's HTML and the browser's first render agree.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
