import 'server-only';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// Noto Sans from @fontsource/noto-sans: Latin, Latin Extended, and Devanagari, which alone has the rupee sign
// (U+20B9; without it satori would try to fetch a font from Google). satori reads WOFF (not WOFF2). Resolved from the app's folder at run time, so the bundler leaves the files where npm put them.
const FILES = [
  ['latin', 400],
  ['latin-ext', 400],
  ['devanagari', 400],
  ['latin', 700],
  ['latin-ext', 700],
  ['devanagari', 700],
] as const;

type CardFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };

let loaded: Promise<CardFont[]> | undefined;

async function load(): Promise<CardFont[]> {
  const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
  return Promise.all(
    FILES.map(async ([subset, weight]) => {
      const bytes = await readFile(resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`));
      // One family name per subset: satori keeps a single font per name and weight, and falls back across names.
      return {
        name: `Noto Sans ${subset}`,
        data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
        weight,
        style: 'normal' as const,
      };
    }),
  );
}

/** The card's font-family: every subset, Latin first. */
export const CARD_FONT_FAMILY = [...new Set(FILES.map(([subset]) => `'Noto Sans ${subset}'`))].join(', ');

/** The card's fonts, read once per process (a failed read is tried again next time). */
export function cardFonts(): Promise<CardFont[]> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
