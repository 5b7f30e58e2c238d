import { romanise } from './indic-scripts';

/**
 * How search reads text (issue 31): words in lower-case Latin letters, folded so the usual ways of spelling one
 * Indian name meet. bh/b, th/t, dh/d, kh/k, gh/g, sh/s, ph/f, c/k (karnatic is Carnatic), w/v, z/j, ee/i, oo/u,
 * doubled letters as one, and a final "a" or "am" dropped: bharatnatyam, bharathanatyam and barathanatyam all
 * fold near Bharatanatyam, whose fold is "baratanaty". What folding cannot reach, typos, is left to the matcher.
 */
export type SearchWord = {
  /** The word as typed, lower-cased and without accents (Indian scripts romanised): substring matches use it. */
  plain: string;
  /** The folded form that matching compares. */
  folded: string;
  /** The word came from a script that does not write voicing (see indic-scripts.ts). */
  voicingUnknown: boolean;
};

/** Words as the catalogue writes them that tokenising would break: C++ and C# keep their names. */
const SPELLED_OUT: readonly [RegExp, string][] = [
  [/c\+\+/g, ' cpp '],
  [/c#/g, ' csharp '],
];

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

const latin = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export function foldWord(plain: string): string {
  if (/^\d+$/.test(plain)) return plain;
  let word = plain
    .replace(/chh/g, 'ch')
    .replace(/ch/g, 'C')
    .replace(/ph/g, 'f')
    .replace(/([bdgjkt])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/ck/g, 'k')
    .replace(/[cq]/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/C/g, 'c')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/(.)\1+/g, '$1');
  if (word.length > 3 && word.endsWith('a')) word = word.slice(0, -1);
  if (word.length > 4 && word.endsWith('am')) word = word.slice(0, -2);
  return word;
}

/** Voicing set aside, for words read from a script that does not write it: g/k, d/t, b/p, j/c. */
export const unvoiced = (folded: string) =>
  folded.replace(/g/g, 'k').replace(/d/g, 't').replace(/b/g, 'p').replace(/j/g, 'c');

/** What `searchWords` remembers of each token it read, across calls (null: the token holds no letter or digit). */
export type WordMemo = Map<string, SearchWord | null>;

function readToken(token: string): SearchWord | null {
  const { text: roman, voicingUnknown } = romanise(token);
  const plain = latin(roman);
  return plain ? { plain, folded: foldWord(plain), voicingUnknown } : null;
}

/**
 * The words of a text, in order, as search reads them. With `memo`, each distinct token is read once: the index
 * reads the same few thousand words hundreds of thousands of times.
 */
export function searchWords(text: string, memo?: WordMemo): SearchWord[] {
  let lowered = text.toLowerCase();
  for (const [pattern, spelled] of SPELLED_OUT) lowered = lowered.replace(pattern, spelled);
  const words: SearchWord[] = [];
  for (const [token] of lowered.matchAll(WORD)) {
    let word = memo?.get(token);
    if (word === undefined) {
      word = readToken(token);
      memo?.set(token, word);
    }
    if (word) words.push(word);
  }
  return words;
}
