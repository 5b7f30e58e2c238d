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
  ['telegram', { paint: solid, shapes: <path d="M21.5 3.6L2.9 10.8c-1.3.5-1.2 1.3-.2 1.6l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.1-14.7c.3-1.3-.5-1.9-1.5-1.5zM9.6 14.3l8.6-5.4-6.8 6.3-.3 3.3z" /> }],
  ['whatsapp', {
    paint: solid,
    shapes: <path d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1112 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 01-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 00-.7.3 3 3 0 00-.9 2.2c0 1.3.9 2.5 1 2.7.2.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.2-.3-.2-.5-.3z" />,
  }],
]);

/**
 * Small icons for the course page's share links, drawn inline so no icon font or download. The footer draws the same
 * shapes from its stylesheet (site-footer.module.css).
 */
export function SocialIcon({ network }: { network: string }) {
  const icon = icons.get(network);
  if (!icon) return null;
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false} {...icon.paint}>
      {icon.shapes}
    </svg>
  );
}
