import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari (variable weight, from @fontsource-variable/noto-sans-devanagari), for Hindi pages only: the
 * root layout sets its variable on a Hindi page's <html>, and globals.css puts it first there. Never preloaded, so an
 * English page never fetches it (issue 33).
 */
export const devanagariFont = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  // No metric-matched Arial face: Latin letters on a Hindi page keep the site's own font.
  adjustFontFallback: false,
  variable: '--font-devanagari',
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});
