/**
 * The installed site's icons (app/manifest.ts), drawn from the mark in the header's logo by
 * scripts/generate-app-icons.ts, which writes them to public/ and app/apple-icon.png. A maskable icon's background
 * fills the whole square, so a launcher may cut it to any shape; its glyph stays inside the safe circle.
 */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The apple-touch-icon: opaque and square, as iOS rounds its corners itself. Served by Next from app/. */
export const APPLE_ICON = { file: 'app/apple-icon.png', size: 180 } as const;

/** The logo's blue: the mark's background and the browser's theme colour (the root layout's viewport). */
export const BRAND_BLUE = '#5165a5';

/**
 * The mark of the logo (studio/seed/images/…-250x48.svg) on its 36-unit square: a white peak and an orange dot on
 * the blue tile. `fullBleed` squares the tile's corners, for the maskable and Apple icons.
 */
export function markSvg(size: number, fullBleed: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 36 36">`
    + `<rect width="36" height="36" rx="${fullBleed ? 0 : 9}" fill="${BRAND_BLUE}"/>`
    + '<path d="M9 24 18 8l9 16" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>'
    + '<circle cx="18" cy="27" r="2.6" fill="#f4a340"/></svg>';
}
