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

/** The nukta of every script above (Devanagari's, Bengali's, Gurmukhi's...), which marks a borrowed sound. */
const NUKTA = /[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0cbc]/g;
/**
 * Letters written as one code point with their nukta (फ़ is U+095E), split into letter and nukta. Only these: the
 * whole word in NFD would also split the two-part vowel signs of Tamil, Bengali and Odia (ோ into ெ and ா).
 */
const WITH_NUKTA = /[\u0929\u0931\u0934\u0958-\u095f\u09dc\u09dd\u09df\u0a33\u0a36\u0a59-\u0a5b\u0a5e\u0b5c\u0b5d]/g;

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
  // Issue 52: Hindi writes English loanwords more than one way, and a search must meet them all. A nukta (फ़ोटो, ज़ावा)
  // is dropped: with it the transliterator split the vowel sign from its letter ('phaoto'). ITRANS writes the
  // anusvara (the nasal of हिंदी) as M and the chandrabindu (डाँस) as .N: before a consonant both sound as n. A ya
  // between vowels is the i it is written for (पायथन and पाइथन, Python, both read 'paithana').
  let text = transliterate(
    word.replace(WITH_NUKTA, (letter) => letter.normalize('NFD')).replace(NUKTA, ''),
    script.scheme,
  )
    .replace(/M|\.N/g, 'n')
    .replace(/(?<=[aAiIuUeo])ya/g, 'i');
  if (script.scheme === 'tamil') text = text.replace(/zh/g, 'l');
  return { text, voicingUnknown: script.scheme === 'tamil' };
}
