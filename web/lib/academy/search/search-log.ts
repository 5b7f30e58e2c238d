import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { describe, isDatabaseUnavailable } from '@/lib/db/availability';
import { rankSearch, spellingSuggestion, synonymTable, type SearchSynonym } from './match';
import { currentIndexVersion, indexAtVersion } from './search-index';
import { searchText } from './search-text';
import { globalSingleton } from '@/lib/global-singletons';

const { searchedTexts } = tables;

/** Longer texts are no learner's search (a pasted paragraph, a probe): not counted. */
const MAX_TEXT_LENGTH = 100;
/** Texts with this many digits may be a phone number, a PIN code or an order number: personal, never stored. */
const PERSONAL_DIGITS = 6;
/** Counts wait this long in memory and are then written in one statement. */
const FLUSH_AFTER_MS = 5_000;
/** Distinct texts held in memory at most; a flood of made-up searches is written early rather than held. */
const MAX_PENDING = 1_000;
/** The table keeps the most searched texts and forgets those not searched for half a year. */
const KEPT_TEXTS = 20_000;
const KEPT_DAYS = 180;
/** Every so many writes, what is past those bounds is deleted. */
const PRUNE_EVERY = 20;

/**
 * A search as it is counted: the text as matched (trimmed, spaces collapsed, lower case), or null when it is not
 * counted: under two letters, over 100 characters, or like an email address or a phone number.
 */
export function countedText(search: string): string | null {
  const text = searchText(search);
  if ([...text].length < 2 || text.length > MAX_TEXT_LENGTH) return null;
  if (text.includes('@') || (text.match(/\d/g)?.length ?? 0) >= PERSONAL_DIGITS) return null;
  return text;
}

type Pending = {
  counts: Map<string, number>;
  timer?: ReturnType<typeof setTimeout>;
  writing: Promise<void>;
  writes: number;
};
// One per process, so the proxy and every route bundle add to the same counts.
const pending = globalSingleton(
  'searchLog',
  (): Pending => ({
    counts: new Map<string, number>(),
    writing: Promise.resolve(),
    writes: 0,
  }),
);

/**
 * Counts one search a learner made (a catalogue page's, the API's). Counts are kept in memory and written every few
 * seconds in one statement, so a search costs no write of its own; a process killed before that loses those
 * seconds' counts (figures for marketing, not records).
 */
export function countSearch(search: string): void {
  const text = countedText(search);
  if (!text) return;
  pending.counts.set(text, (pending.counts.get(text) ?? 0) + 1);
  if (pending.counts.size >= MAX_PENDING) void writeSearchCounts();
  else writeSoon();
}

/** The next write, in FLUSH_AFTER_MS unless one is due already. */
const writeSoon = () => {
  pending.timer ??= setTimeout(() => void writeSearchCounts(), FLUSH_AFTER_MS).unref();
};

async function write(batch: [string, number][]) {
  const db = await getDb();
  // In text order, so two processes adding to the same rows take their locks in the same order.
  batch.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await db
    .insert(searchedTexts)
    .values(batch.map(([text, searches]) => ({ text, searches })))
    .onConflictDoUpdate({
      target: searchedTexts.text,
      set: {
        searches: sql`least(${searchedTexts.searches}::bigint + excluded.searches, 2147483647)::integer`,
        lastSearchedAt: sql`now()`,
      },
    });
  if (pending.writes++ % PRUNE_EVERY === 0) {
    await db.execute(sql`delete from ${searchedTexts} where ${searchedTexts.lastSearchedAt} < now() - make_interval(days => ${KEPT_DAYS})
      or ${searchedTexts.text} in (select ${searchedTexts.text} from ${searchedTexts} order by ${searchedTexts.searches} desc, ${searchedTexts.lastSearchedAt} desc offset ${KEPT_TEXTS})`);
  }
}

/** Writes the counts held in memory now (the console does before it reads them). One write at a time. */
export async function writeSearchCounts(): Promise<void> {
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const previous = pending.writing;
  const next = previous.then(async () => {
    if (pending.counts.size === 0) return;
    const batch = [...pending.counts];
    pending.counts = new Map();
    try {
      await write(batch);
    } catch (error) {
      // Kept for the next write (within the bound); a database that is away is reported by its own watch.
      for (const [text, searches] of batch) {
        if (pending.counts.size < MAX_PENDING || pending.counts.has(text))
          pending.counts.set(text, (pending.counts.get(text) ?? 0) + searches);
      }
      writeSoon();
      if (!isDatabaseUnavailable(error)) console.error(`[search-log] search counts not written: ${describe(error)}`);
    }
  });
  pending.writing = next;
  await next;
}

/** A search that finds no course now: how often and when last it was made, and the nearest spelling that finds one. */
export type UnansweredSearch = { text: string; searches: number; lastSearchedAt: Date; didYouMean: string | null };

/** How many of the most frequent searches the console checks against the catalogue. */
export const CHECKED_SEARCHES = 500;

/**
 * The searches that find nothing in today's catalogue (with today's synonyms), most frequent first: of the 500 most
 * frequent, at most `limit`. Checked when asked, so a search marketing answered (a synonym, a new course) leaves
 * the list at once.
 */
export async function unansweredSearches(
  synonyms: readonly SearchSynonym[],
  limit: number,
): Promise<UnansweredSearch[]> {
  await writeSearchCounts();
  const db = await getDb();
  const [rows, kept] = await Promise.all([
    db
      .select()
      .from(searchedTexts)
      .orderBy(desc(searchedTexts.searches), desc(searchedTexts.lastSearchedAt), searchedTexts.text)
      .limit(CHECKED_SEARCHES),
    currentIndexVersion().then(indexAtVersion),
  ]);
  const table = synonymTable(synonyms);
  const unanswered: UnansweredSearch[] = [];
  for (const row of rows) {
    if (unanswered.length >= limit) break;
    if (rankSearch(kept, row.text, table).length > 0) continue;
    unanswered.push({ ...row, didYouMean: spellingSuggestion(kept.index, row.text, table) });
  }
  return unanswered;
}
