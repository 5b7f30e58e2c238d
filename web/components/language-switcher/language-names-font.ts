import localFont from 'next/font/local';

/**
 * The switcher's language names in Noto Sans Devanagari, cut down to their own letters (2 KB,
 * scripts/generate-language-names-font.ts): "हिन्दी" reads on an English page on any device, and the whole
 * Devanagari font stays a Hindi page's alone.
 */
export const languageNamesFont = localFont({
  src: './language-names.woff2',
  weight: '600',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  variable: '--font-language-names',
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F' }],
});
