import { foldWord, searchWords, unvoiced, type WordMemo } from './fold';

/** What the index reads of a course: the three searched fields, as the catalogue shows them. */
export type IndexedCourseRow = { id: number; courseName: string; courseTitle: string; courseHeading: string };

/** Where a word occurs: positions (into `CourseIndex.ids`) of the courses with it in the name, and in title or heading. */
export type Postings = { name: number[]; other: number[] };

/** A distinct folded word: its first spelling in the catalogue (for "Did you mean"), and where it occurs. */
export type VocabularyWord = { folded: string; unvoiced: string; spelling: string; postings: Postings };

/**
 * The catalogue as search reads it, built in memory from the courses on offer (lib/academy/search/search-index.ts
 * keeps it current): every folded word with the courses holding it, so a query word is matched against each
 * distinct word once, however many courses share it. Two neighbouring words of a name are also indexed run
 * together ("uiux", "hiphop"), for learners who type them as one.
 */
export type CourseIndex = {
  ids: number[];
  /** Per course: the name's folded words joined by spaces, for exact-name and name-prefix ranking. */
  foldedNames: string[];
  /** Per course: name, title and heading, lower-cased, for plain substring matches. */
  texts: string[];
  words: Map<string, VocabularyWord>;
  /** The vocabulary without numbers (a number matches exactly or not at all), for typo and prefix scans. */
  fuzzyWords: VocabularyWord[];
};

type FieldWord = { folded: string; spelling: string };

function addPosting(
  words: Map<string, VocabularyWord>,
  { folded, spelling }: FieldWord,
  position: number,
  inName: boolean,
) {
  let entry = words.get(folded);
  if (!entry) {
    entry = { folded, unvoiced: unvoiced(folded), spelling, postings: { name: [], other: [] } };
    words.set(folded, entry);
  }
  const list = inName ? entry.postings.name : entry.postings.other;
  if (list.at(-1) !== position) list.push(position);
}

/** What building an index remembers: each token's reading, and each run-together pair's fold. */
type Memo = { words: WordMemo; pairs: Map<string, string> };

function fieldWords(text: string, memo: Memo, withPairs: boolean): FieldWord[] {
  const words = searchWords(text, memo.words);
  const joined = withPairs ? words.slice(1).map((word, i) => words[i]!.plain + word.plain) : [];
  return [
    ...words.map((word) => ({ folded: word.folded, spelling: word.plain })),
    ...joined.map((spelling) => {
      let folded = memo.pairs.get(spelling);
      if (folded === undefined) memo.pairs.set(spelling, (folded = foldWord(spelling)));
      return { folded, spelling };
    }),
  ];
}

/** A field's words once each, by folded form. */
const distinct = (words: FieldWord[]) => [...new Map(words.map((word) => [word.folded, word])).values()];

export function buildCourseIndex(rows: readonly IndexedCourseRow[]): CourseIndex {
  const words = new Map<string, VocabularyWord>();
  const memo: Memo = { words: new Map(), pairs: new Map() };
  const index: CourseIndex = { ids: [], foldedNames: [], texts: [], words, fuzzyWords: [] };
  rows.forEach((row, position) => {
    index.ids.push(row.id);
    index.foldedNames.push(
      searchWords(row.courseName, memo.words)
        .map((word) => word.folded)
        .join(' '),
    );
    index.texts.push(`${row.courseName}\n${row.courseTitle}\n${row.courseHeading}`.toLowerCase());
    const nameWords = distinct(fieldWords(row.courseName, memo, true));
    const inName = new Set(nameWords.map((word) => word.folded));
    for (const word of nameWords) addPosting(words, word, position, true);
    for (const word of distinct([
      ...fieldWords(row.courseTitle, memo, false),
      ...fieldWords(row.courseHeading, memo, false),
    ])) {
      if (!inName.has(word.folded)) addPosting(words, word, position, false);
    }
  });
  index.fuzzyWords = [...words.values()].filter((word) => !/^\d+$/.test(word.folded));
  return index;
}
