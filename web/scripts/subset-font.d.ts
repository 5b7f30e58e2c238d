// subset-font ships no types; the one call scripts/generate-language-names-font.ts makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}
