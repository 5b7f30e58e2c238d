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
