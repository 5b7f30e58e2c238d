/** The logo's blue: the mark's background, the share pictures' accent and the browser's theme colour. */
export const BRAND_BLUE = '#5165a5';

/**
 * The mark of the logo (studio/seed/images/…-250x48.svg) on its 36-unit square: a white peak and an orange dot on
 * the blue tile, as SVG text, for the app icons (drawn to PNG by scripts/generate-app-icons.ts) and the share
 * pictures (app/og). `fullBleed` squares the tile's corners, for the maskable and Apple icons.
 */
export function markSvg(size: number, fullBleed = false): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36">` +
    `<rect width="36" height="36" rx="${fullBleed ? 0 : 9}" fill="${BRAND_BLUE}"/>` +
    '<path d="M9 24 18 8l9 16" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<circle cx="18" cy="27" r="2.6" fill="#f4a340"/></svg>'
  );
}
