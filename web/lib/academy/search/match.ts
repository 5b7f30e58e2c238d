import type { CourseIndex, VocabularyWord } from './course-index';
import { editDistance } from './edit-distance';
import { foldWord, searchWords, unvoiced, type SearchWord } from './fold';
import { hasIndianScript } from './indic-scripts';

/** A marketing synonym (the Studio's search synonyms document): a query for `term` also finds the courses of `means`. */
export type SearchSynonym = { term: string; means: readonly string[] };

/** A matching course and its rank: lower first; equal ranks are ordered by rating, then id, by the caller. */
export type RankedMatch = { id: number; rank: number };

/** Words learners add that say nothing of the course: dropped while another word remains ("guitar classes near me"). */
const STOP_WORDS = new Set(
  [
    'a',
    'an',
    'the',
    'in',
    'on',
    'at',
    'by',
    'for',
    'from',
    'of',
    'to',
    'with',
    'and',
    'or',
    'no',
    'not',
    'such',
    'is',
    'are',
    'i',
    'my',
    'me',
    'you',
    'your',
    'it',
    'this',
    'that',
    'how',
    'what',
    'where',
    'which',
    'near',
    'nearby',
    'online',
    'offline',
    'class',
    'classes',
    'course',
    'courses',
    'lesson',
    'lessons',
    'training',
    'tuition',
    'tuitions',
    'coaching',
    'institute',
    'academy',
    'best',
    'top',
    'good',
    'free',
    'cheap',
    'learn',
    'learning',
    'teacher',
    'tutor',
  ].map(foldWord),
);

/** What a match costs: an exact word 0, a word it begins 1, a typo 1 + edits, a plain substring of the text 4. */
const PREFIX = 1;
const SUBSTRING = 4;
/** Typos allowed by the folded word's length: none up to 4 letters (short words have too many neighbours), one up to 7, two from 8. */
const allowedEdits = (length: number) => (length <= 4 ? 0 : length <= 7 ? 1 : 2);

type Hit = { cost: number; inName: boolean };
/** Per course position, how a unit of the query matched it. */
type Hits = Map<number, Hit>;
/** A part of the query matched as one: a word, or the words of a synonym's term with what the term means. */
type Unit = { words: SearchWord[]; means: string[][] };

/** Which looser matches a word may make: the beginning of a word (the last one, still being typed), a substring. */
type Reach = { prefix: boolean; substring: boolean };

function wordCosts(index: CourseIndex, word: SearchWord, reach: Reach): Map<VocabularyWord, number> {
  const costs = new Map<VocabularyWord, number>();
  const exact = index.words.get(word.folded);
  if (exact) costs.set(exact, 0);
  if (/^\d+$/.test(word.folded)) return costs;
  const typed = word.voicingUnknown ? unvoiced(word.folded) : word.folded;
  const limit = allowedEdits(typed.length);
  const typos = new Map<VocabularyWord, number>();
  for (const entry of index.fuzzyWords) {
    if (entry === exact) continue;
    const known = word.voicingUnknown ? entry.unvoiced : entry.folded;
    if (known === typed) costs.set(entry, 0);
    else if (reach.prefix && typed.length >= 3 && known.startsWith(typed)) costs.set(entry, PREFIX);
    else if (limit > 0) {
      const edits = editDistance(typed, known, limit);
      if (edits <= limit) typos.set(entry, 1 + edits);
    }
  }
  // A word found as typed (or as the beginning of one) is what the learner meant: typos are read only otherwise.
  return costs.size > 0 ? costs : typos;
}

function keepBest(hits: Hits, position: number, cost: number, inName: boolean) {
  const before = hits.get(position);
  if (!before || cost < before.cost || (cost === before.cost && inName && !before.inName))
    hits.set(position, { cost, inName });
}

/** The courses holding a word, at this cost. */
function addPostings(hits: Hits, entry: VocabularyWord | undefined, cost: number) {
  for (const position of entry?.postings.name ?? []) keepBest(hits, position, cost, true);
  for (const position of entry?.postings.other ?? []) keepBest(hits, position, cost, false);
}

function wordHits(index: CourseIndex, word: SearchWord, reach: Reach): Hits {
  const hits: Hits = new Map();
  for (const [entry, cost] of wordCosts(index, word, reach)) addPostings(hits, entry, cost);
  if (reach.substring && word.plain.length >= 3) {
    index.texts.forEach((text, position) => {
      const at = text.indexOf(word.plain);
      if (at >= 0) keepBest(hits, position, SUBSTRING, at < text.indexOf('\n'));
    });
  }
  return hits;
}

/** Courses matching every one of `parts` (each a word's hits): the costs add up, in the name only if all are. */
function allOf(parts: Hits[]): Hits {
  const [first, ...rest] = parts;
  const hits: Hits = new Map();
  if (!first) return hits;
  for (const [position, hit] of first) {
    let { cost, inName } = hit;
    let everywhere = true;
    for (const part of rest) {
      const other = part.get(position);
      if (!other) {
        everywhere = false;
        break;
      }
      cost += other.cost;
      inName &&= other.inName;
    }
    if (everywhere) hits.set(position, { cost, inName });
  }
  return hits;
}

/** A phrase's courses by its exact words: how a synonym's meaning is found. */
function phraseHits(index: CourseIndex, folded: string[]): Hits {
  return allOf(
    folded.map((word) => {
      const hits: Hits = new Map();
      addPostings(hits, index.words.get(word), 0);
      return hits;
    }),
  );
}

function unitHits(index: CourseIndex, unit: Unit, reach: Reach): Hits {
  const hits = allOf(
    unit.words.map((word, i) =>
      wordHits(index, word, { ...reach, prefix: reach.prefix && i === unit.words.length - 1 }),
    ),
  );
  for (const meaning of unit.means) {
    for (const [position, hit] of phraseHits(index, meaning)) keepBest(hits, position, hit.cost, hit.inName);
  }
  return hits;
}

const MAX_TERM_WORDS = 3;
/** Words of a query read: enough for any learner's search, and a 200-character query of words costs no more. */
const MAX_QUERY_WORDS = 8;

/** Splits the query into units, the longest synonym term first at each word; stop words go while others remain. */
function queryUnits(words: SearchWord[], synonyms: ReadonlyMap<string, string[][]>): Unit[] {
  const units: Unit[] = [];
  for (let start = 0; start < words.length; ) {
    let length = Math.min(MAX_TERM_WORDS, words.length - start);
    for (; length > 1 && !synonyms.has(phraseKey(words.slice(start, start + length))); length--);
    const part = words.slice(start, start + length);
    units.push({ words: part, means: synonyms.get(phraseKey(part)) ?? [] });
    start += length;
  }
  const meaningful = units.filter(
    (unit) => unit.means.length > 0 || unit.words.some((word) => !STOP_WORDS.has(word.folded)),
  );
  return meaningful.length > 0 ? meaningful : units;
}

const phraseKey = (words: SearchWord[]) => words.map((word) => word.folded).join(' ');

/** The synonyms as the matcher looks them up: a term's folded words to the folded words of each meaning. */
export function synonymTable(synonyms: readonly SearchSynonym[]): Map<string, string[][]> {
  const table = new Map<string, string[][]>();
  for (const { term, means } of synonyms) {
    const key = phraseKey(searchWords(term));
    if (!key) continue;
    const meanings = means
      .map((phrase) => searchWords(phrase).map((word) => word.folded))
      .filter((words) => words.length > 0);
    table.set(key, [...(table.get(key) ?? []), ...meanings]);
  }
  return table;
}

/** A query in double quotes: the courses whose name, title or heading contain it exactly, in any case. */
function phraseMatches(index: CourseIndex, phrase: string): RankedMatch[] {
  const ranked: RankedMatch[] = [];
  index.texts.forEach((text, position) => {
    const at = text.indexOf(phrase);
    if (at < 0) return;
    const rank = at === 0 ? 0 : at < text.indexOf('\n') ? 1 : 2;
    ranked.push({ id: index.ids[position]!, rank });
  });
  return ranked;
}

const QUOTED = /^"(.*)"$/s;

/**
 * The courses a query finds, best first (issue 31): the whole name exactly, then a name that begins with the query,
 * then the rest, a match in the name before one only in title or heading, closer spellings first. Indian scripts,
 * romanisations, typos, the last word's beginning, marketing's synonyms and, for a one-word query, plain substrings
 * all match. When some courses match every part of the query only they are listed; otherwise those matching most
 * parts come first, so a word matching nothing never empties the list. A query in double quotes is matched exactly.
 * A query of one letter, or of no word at all, finds nothing.
 */
export function rankCourses(
  index: CourseIndex,
  query: string,
  synonyms: ReadonlyMap<string, string[][]>,
): RankedMatch[] {
  const quoted = QUOTED.exec(query.trim())?.[1]?.toLowerCase();
  if (quoted !== undefined) return quoted.trim().length >= 2 ? phraseMatches(index, quoted) : [];
  const words = searchWords(query).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0 || (words.length === 1 && words[0]!.plain.length < 2)) return [];
  const units = queryUnits(words, synonyms);
  const whole = units.flatMap((unit) => unit.words.map((word) => word.folded)).join(' ');
  const perCourse = new Map<number, { matched: number; inName: number; cost: number }>();
  units.forEach((unit, i) => {
    const typing = i === units.length - 1;
    for (const [position, hit] of unitHits(index, unit, { prefix: typing, substring: units.length === 1 })) {
      const course = perCourse.get(position) ?? { matched: 0, inName: 0, cost: 0 };
      course.matched += 1;
      course.inName += hit.inName ? 1 : 0;
      course.cost += hit.cost;
      perCourse.set(position, course);
    }
  });
  const everyPart = [...perCourse.values()].some((course) => course.matched === units.length);
  const ranked: RankedMatch[] = [];
  for (const [position, { matched, inName, cost }] of perCourse) {
    if (everyPart && matched < units.length) continue;
    const name = index.foldedNames[position]!;
    const place = name === whole ? 0 : whole.length >= 2 && name.startsWith(whole) ? 1 : 2;
    const rank =
      place * 10_000_000 +
      (units.length - matched) * 100_000 +
      (inName === 0 ? 10_000 : 0) +
      (units.length - inName) * 1_000 +
      Math.min(cost, 999);
    ranked.push({ id: index.ids[position]!, rank });
  }
  return ranked;
}

/** Edits a "Did you mean" may make to a word of this many (folded) letters: one more than matching allows. */
const suggestionEdits = (length: number) => (length < 4 ? 0 : allowedEdits(length) + 1);

/**
 * Issue 52: a suggestion is close enough to mean something when at most three letters in ten of the longer word
 * change. Real misspellings stay within that ('yogo' for yoga, 1 in 4; 'meditashun', folded 'meditasun', 3 in 10 of
 * 'meditation'), while a word the catalogue does not teach lands on an unrelated one beyond it: 'abacus' was offered
 * 'adavus' (2 in 6), which the console's list of searches that found nothing then repeated.
 */
const closeEnough = (edits: number, a: string, b: string) => edits * 10 <= 3 * Math.max(a.length, b.length);

/** How much a word names courses: a word of course names counts ten times one of titles and headings. */
const courseCount = (entry: VocabularyWord) => 10 * entry.postings.name.length + entry.postings.other.length;

/** The catalogue's word nearest to one found nowhere: fewest edits, then the word naming the most courses. */
function nearestWord(index: CourseIndex, word: SearchWord): VocabularyWord | undefined {
  const limit = suggestionEdits(word.folded.length);
  let best: VocabularyWord | undefined;
  let bestEdits = limit + 1;
  if (limit === 0) return best;
  for (const entry of index.fuzzyWords) {
    const edits = editDistance(word.folded, entry.folded, limit);
    if (!closeEnough(edits, word.folded, entry.folded)) continue;
    if (edits < bestEdits || (edits === bestEdits && best && courseCount(entry) > courseCount(best))) {
      best = entry;
      bestEdits = edits;
    }
  }
  return best;
}

/**
 * For a query that found nothing: the query with each word found nowhere replaced by the catalogue's nearest word,
 * when that finds courses ("Did you mean ..."); null otherwise. A quoted query is taken as meant.
 */
export function spellingSuggestion(
  index: CourseIndex,
  query: string,
  synonyms: ReadonlyMap<string, string[][]>,
): string | null {
  if (QUOTED.test(query.trim())) return null;
  let changed = false;
  const corrected = searchWords(query)
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => {
      const found =
        STOP_WORDS.has(word.folded) ||
        synonyms.has(word.folded) ||
        wordCosts(index, word, { prefix: true, substring: false }).size > 0;
      const nearest = found ? undefined : nearestWord(index, word);
      if (!nearest) return word.plain;
      changed = true;
      return nearest.spelling;
    });
  const suggestion = corrected.join(' ');
  return changed && rankCourses(index, suggestion, synonyms).length > 0 ? suggestion : null;
}

/**
 * A search of the catalogue: `rankCourses` over the courses' own words and, for a query typed in an Indian script,
 * over the Hindi titles and headings staff wrote too (issue 33), each course at its better rank. A query in Latin
 * letters leaves the Hindi out: read in Latin letters its everyday words (के, और, से: ke, aur, se) would match what
 * learners type in English.
 */
export function rankSearch(
  indexes: { index: CourseIndex; hindi: CourseIndex },
  query: string,
  synonyms: ReadonlyMap<string, string[][]>,
): RankedMatch[] {
  const ranked = rankCourses(indexes.index, query, synonyms);
  if (!hasIndianScript(query) || indexes.hindi.ids.length === 0) return ranked;
  const best = new Map(ranked.map((match) => [match.id, match.rank]));
  for (const { id, rank } of rankCourses(indexes.hindi, query, synonyms))
    best.set(id, Math.min(best.get(id) ?? rank, rank));
  return [...best].map(([id, rank]) => ({ id, rank }));
}
