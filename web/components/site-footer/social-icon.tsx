import type { ReactNode, SVGProps } from 'react';

const outline = { fill: 'none', stroke: 'currentColor', strokeWidth: '2' } as const;
const solid = { fill: 'currentColor' } as const;

/** Each network's paint and shapes on a 24 by 24 canvas. */
const icons = new Map<string, { paint: SVGProps<SVGSVGElement>; shapes: ReactNode }>([
  ['instagram', {
    paint: outline,
    shapes: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
      </>
    ),
  }],
  ['x', { paint: { ...outline, strokeLinecap: 'round' }, shapes: <path d="M4 4l16 16M20 4L4 20" /> }],
  ['facebook', {
    paint: solid,
    shapes: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z" />,
  }],
  ['linkedin', {
    paint: solid,
    shapes: (
      <>
        <rect x="3" y="9" width="4" height="12" />
        <circle cx="5" cy="5" r="2" />
        <path d="M10 9h4v2c.6-1.2 2-2.3 4-2.3 3 0 4 2 4 5V21h-4v-6.5c0-1.5-.5-2.5-1.9-2.5-1.5 0-2.1 1.1-2.1 2.5V21h-4z" />
      </>
    ),
  }],
  ['youtube', {
    paint: solid,
    shapes: <path d="M22 8.2c-.2-1.6-1-2.6-2.6-2.8C17 5 12 5 12 5s-5 0-7.4.4C3 5.6 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.6 2.6 2.8C7 19 12 19 12 19s5 0 7.4-.4c1.6-.2 2.4-1.2 2.6-2.8.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15V9l5.2 3z" />,
  }],
]);

/** Small line icons for the footer's social links, drawn inline so the footer needs no icon font or download. */
export function SocialIcon({ network }: { network: string }) {
  const icon = icons.get(network);
  if (!icon) return null;
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false} {...icon.paint}>
      {icon.shapes}
    </svg>
  );
}
