/**
 * Noto Sans Devanagari (variable weight), the app's own copy of @fontsource-variable/noto-sans-devanagari's file
 * (public/fonts, the package's version in its name; devanagari-font.test.ts checks it is the package's file). Its
 * @font-face is in globals.css, under `--font-devanagari`, limited to Devanagari and ₹: only a page that draws such
 * letters in it fetches it, so an English page never does (issue 33).
 */
export const DEVANAGARI_FONT_URL = '/fonts/noto-sans-devanagari-5.3.0.woff2';

/**
 * A Hindi page asks for the face in its <head>, before its first paint needs it: drawn first in a fallback and then
 * in this face, the home page's hero moved what is under it (Lighthouse: CLS 0.15 on /hi, 0 on /). next/font gives
 * no address to preload for one language only, hence a file of our own.
 */
export function DevanagariFontPreload() {
  return <link rel="preload" href={DEVANAGARI_FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />;
}
