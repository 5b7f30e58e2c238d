import 'server-only';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables, type Db } from '@/lib/db';
import { buildCourseIndex, type CourseIndex } from './course-index';
import './sanscript-reader';

const { courses, searchIndexVersion } = tables;

/** The index and the search_index_version it was read at. */
export type VersionedIndex = { version: number; index: CourseIndex };

// On globalThis so every route bundle shares one index per database; keyed by the handle, so a reopened database
// (after an outage, or another one in tests) is read afresh.
const kept = ((globalThis as typeof globalThis & { __academySearchIndex?: WeakMap<Db, Promise<VersionedIndex>> }).__academySearchIndex ??=
  new WeakMap());

/** The version as a column a query can return beside its rows: the statement's own snapshot says if the index is current. */
export const indexVersionColumn = sql<number>`(select ${searchIndexVersion.version} from ${searchIndexVersion} where ${searchIndexVersion.id} = 1)`;

async function versionNow(db: Db): Promise<number> {
  const [row] = await db.select({ version: searchIndexVersion.version }).from(searchIndexVersion).where(eq(searchIndexVersion.id, 1));
  return row?.version ?? -1;
}

async function readIndex(db: Db): Promise<VersionedIndex> {
  // The version first: a change committed between the two reads is then read again at the next search.
  const version = await versionNow(db);
  const rows = await db
    .select({ id: courses.id, courseName: courses.courseName, courseTitle: courses.courseTitle, courseHeading: courses.courseHeading })
    .from(courses)
    .where(isNull(courses.archivedAt))
    .orderBy(asc(courses.id));
  return { version, index: buildCourseIndex(rows) };
}

function reread(db: Db): Promise<VersionedIndex> {
  const reading = readIndex(db);
  kept.set(db, reading);
  // A failed read is not kept: the next search tries again.
  reading.catch(() => {
    if (kept.get(db) === reading) kept.delete(db);
  });
  return reading;
}

/**
 * The courses on offer as search reads them, as last read by this process. The caller's query returns
 * `indexVersionColumn` with its rows; when it differs from the index's version (search_index_version is bumped by a
 * trigger on every change of what search reads), the caller asks `indexAtVersion` for a fresh one and searches
 * again. So a current index costs no statement of its own, and a stale one is read once for all searches waiting.
 */
export async function keptCourseIndex(): Promise<VersionedIndex> {
  const db = await getDb();
  return kept.get(db) ?? reread(db);
}

/** The index as of `version` or later, read again unless what is kept is that recent. */
export async function indexAtVersion(version: number): Promise<VersionedIndex> {
  const db = await getDb();
  const known = await kept.get(db)?.catch(() => undefined);
  if (known && known.version >= version) return known;
  return reread(db);
}

/** The version now, for a search that found nothing and so ran no query to carry it. */
export async function currentIndexVersion(): Promise<number> {
  return versionNow(await getDb());
}

