import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_FONT_URL } from './devanagari-font';

const web = path.resolve(import.meta.dirname, '../..');
const packageDir = path.resolve(web, '../node_modules/@fontsource-variable/noto-sans-devanagari');

describe('the Devanagari face the Hindi pages preload', () => {
  it("is the font package's own file, under the package's version", () => {
    const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version as string;
    expect(DEVANAGARI_FONT_URL).toBe(`/fonts/noto-sans-devanagari-${version}.woff2`);
    const copy = readFileSync(path.join(web, 'public', DEVANAGARI_FONT_URL));
    const original = readFileSync(path.join(packageDir, 'files/noto-sans-devanagari-devanagari-wght-normal.woff2'));
    expect(copy.equals(original)).toBe(true);
  });

  it('is the address the stylesheet names', () => {
    expect(readFileSync(path.join(web, 'app/globals.css'), 'utf8')).toContain(`url('${DEVANAGARI_FONT_URL}')`);
  });
});
