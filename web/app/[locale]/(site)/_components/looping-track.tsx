'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A marquee track whose list loops: once in the browser, the list is copied beside itself so the track can slide by
 * exactly half its width and start again without a jump. The copy is made here rather than sent twice in the HTML
 * and its data, and it is hidden from assistive technology so each quote is read once. Until then (and without
 * JavaScript) the row stands still.
 */
export function LoopingTrack({
  className,
  direction,
  children,
}: {
  className?: string;
  direction: 'forward' | 'reverse';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const track = ref.current;
    const list = track?.firstElementChild;
    // Readers who asked for no motion get a plain scroller (the CSS), which needs no copy.
    if (!track || !list || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const copy = list.cloneNode(true) as HTMLElement;
    copy.setAttribute('aria-hidden', 'true');
    copy.setAttribute('inert', '');
    track.append(copy);
    track.dataset.looping = 'true';
    return () => {
      copy.remove();
      delete track.dataset.looping;
    };
  }, []);
  return (
    <div ref={ref} className={className} data-direction={direction}>
      {children}
    </div>
  );
}
