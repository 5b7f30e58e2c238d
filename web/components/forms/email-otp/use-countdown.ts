'use client';

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds as 'mm:ss' (a Retry-After of an hour reads '60:00'). */
export const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A countdown to a moment: `start(seconds)` sets it, `secondsLeft` falls to 0. Counted from the clock rather than
 * by decrements, so a throttled background tab still shows the right time when it comes back.
 */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  // Read in effects and handlers only: a render-time clock would be frozen into the prerendered page.
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
