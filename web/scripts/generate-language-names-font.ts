/**
 * Writes components/language-switcher/language-names.woff2: Noto Sans Devanagari (from @fontsource-variable/noto-sans-devanagari) cut
 * down to the letters of the language switcher's names (lib/i18n/locales.ts), about 2 KB, so an English page can
 * show "हिन्दी" on a device without a Devanagari font and still never fetch the whole font (issue 33).
 * The output is committed; rerun after changing a language's name: `npx tsx scripts/generate-language-names-font.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { languageNames } from '../lib/i18n/locales';
import { webRoot } from '../lib/web-root';

const require = createRequire(import.meta.url);
const source = require.resolve(
  '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
);
const letters = [
  ...new Set(
    Object.values(languageNames)
      .join('')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the range drops every Latin letter, control characters included.
      .replace(/[\u0000-\u024f\s]/g, ''),
  ),
].join('');
// The switcher draws the names at weight 600: the weight axis is pinned there.
const subset = await subsetFont(readFileSync(source), letters, { targetFormat: 'woff2', variationAxes: { wght: 600 } });
const file = path.join(webRoot(), 'components/language-switcher/language-names.woff2');
writeFileSync(file, subset);
console.log(`${path.relative(webRoot(), file)}: "${letters}", ${subset.length} bytes`);
