/**
 * Queries typed in an Indian script are read in Latin letters before matching: the catalogue is written in English,
 * and learners type "योग" as often as "yoga". The transliterator (Sanscript's ITRANS, sanscript-reader.ts) is
 * plugged in where it is wanted, so the browser loads its 34 kB only once a learner types such a word; its output is
 * then folded like any typed romanisation. Until it is plugged in, such words match nothing.
 */
export type Transliterate = (text: string, scheme: string) => string;
let transliterate: Transliterate | undefined;

export function plugTransliterator(reader: Transliterate) {
  transliterate = reader;
}

export const isTransliteratorReady = () => transliterate !== undefined;

const SCRIPTS: readonly { scheme: string; block: RegExp }[] = [
  { scheme: 'devanagari', block: /[\u0900-\u097f]/ },
  { scheme: 'bengali', block: /[\u0980-\u09ff]/ },
  { scheme: 'gurmukhi', block: /[\u0a00-\u0a7f]/ },
  { scheme: 'gujarati', block: /[\u0a80-\u0aff]/ },
  { scheme: 'oriya', block: /[\u0b00-\u0b7f]/ },
  { scheme: 'tamil', block: /[\u0b80-\u0bff]/ },
  { scheme: 'telugu', block: /[\u0c00-\u0c7f]/ },
  { scheme: 'kannada', block: /[\u0c80-\u0cff]/ },
  { scheme: 'malayalam', block: /[\u0d00-\u0d7f]/ },
];

/** Any character of the scripts above: most words are Latin and skip the transliterator. */
const INDIC = /[\u0900-\u0d7f]/;

export const hasIndianScript = (text: string) => INDIC.test(text);

export type Romanised = { text: string; voicingUnknown: boolean };

/**
 * One word in Latin letters. Tamil script writes k and g, t and d, p and b with one letter each, so a word read from
 * it says nothing of voicing (`voicingUnknown`): the matcher then compares words with voicing set aside.
 */
export function romanise(word: string): Romanised {
  const script = INDIC.test(word) ? SCRIPTS.find(({ block }) => block.test(word)) : undefined;
  if (!script || !transliterate) return { text: word, voicingUnknown: false };
  // ITRANS writes the anusvara (the nasal of हिंदी) as M: before a consonant it sounds as n.
  let text = transliterate(word, script.scheme).replace(/M/g, 'n');
  if (script.scheme === 'tamil') text = text.replace(/zh/g, 'l');
  return { text, voicingUnknown: script.scheme === 'tamil' };
}
