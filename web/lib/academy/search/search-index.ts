import 'server-only';
import { and, asc, eq, isNotNull, min, sql } from 'drizzle-orm';
import { getDb, tables, type Db } from '@/lib/db';
import { buildCourseIndex, type CourseIndex } from './course-index';
import { buildCourseOffers, type CourseOffers, type OfferRow } from './course-offers';
import { onOffer } from '../on-offer';
import './sanscript-reader';
import { globalSingleton } from '@/lib/global-singletons';

const { batches, batchTimings, courses, priceOptions, searchIndexVersion, trainerCourses, trainers } = tables;

/**
 * The index, the index of the Hindi titles and headings (issue 33; searched by queries in an Indian script only,
 * `rankSearch` in match.ts), the courses' offers the filters read, and the search_index_version they were read at.
 */
export type VersionedIndex = { version: number; index: CourseIndex; hindi: CourseIndex; offers: CourseOffers };

// One per process so every route bundle shares one index per database; keyed by the handle, so a reopened database
// (after an outage, or another one in tests) is read afresh.
const kept = globalSingleton('searchIndex', () => new WeakMap<Db, Promise<VersionedIndex>>());

/** The version as a column a query can return beside its rows: the statement's own snapshot says if the index is current. */
export const indexVersionColumn = sql<number>`(select ${searchIndexVersion.version} from ${searchIndexVersion} where ${searchIndexVersion.id} = 1)`;

async function versionNow(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: searchIndexVersion.version })
    .from(searchIndexVersion)
    .where(eq(searchIndexVersion.id, 1));
  return row?.version ?? -1;
}

async function readIndex(db: Db): Promise<VersionedIndex> {
  // The version first: a change committed between the two reads is then read again at the next search.
  const version = await versionNow(db);
  const [rows, offers] = await Promise.all([
    db
      .select({
        id: courses.id,
        courseName: courses.courseName,
        courseTitle: courses.courseTitle,
        courseHeading: courses.courseHeading,
        hindiTexts: sql<string>`${courses.courseTitleHi} || chr(10) || ${courses.courseHeadingHi}`,
        categoryId: courses.categoryId,
        createdAt: courses.createdAt,
      })
      .from(courses)
      .where(onOffer)
      .orderBy(asc(courses.id)),
    readOffers(db),
  ]);
  const hindi = rows
    .filter((row) => row.hindiTexts.trim() !== '')
    .map((row) => ({ id: row.id, courseName: '', courseTitle: row.hindiTexts, courseHeading: '' }));
  return {
    version,
    index: buildCourseIndex(rows),
    hindi: buildCourseIndex(hindi),
    offers: buildCourseOffers(rows.map(offers)),
  };
}

type OfferedCourse = Pick<OfferRow, 'id' | 'categoryId'> & { createdAt: Date };

/**
 * What the filters read beyond the course row, in one statement per table joined to its course (a few rows per
 * course), grouped here: a function making each course's offer row.
 */
async function readOffers(db: Db): Promise<(course: OfferedCourse) => OfferRow> {
  const [batchRows, timingRows, priceRows, languageRows] = await Promise.all([
    db
      .select({
        courseId: trainerCourses.courseId,
        courseType: batches.courseType,
        feeType: batches.feeType,
        days: batches.days,
      })
      .from(batches)
      .innerJoin(trainerCourses, eq(batches.trainerCourseId, trainerCourses.id)),
    db
      .selectDistinct({ courseId: trainerCourses.courseId, from: batchTimings.from })
      .from(batchTimings)
      .innerJoin(batches, eq(batchTimings.batchId, batches.id))
      .innerJoin(trainerCourses, eq(batches.trainerCourseId, trainerCourses.id)),
    db
      .select({ courseId: trainerCourses.courseId, lowest: min(priceOptions.price) })
      .from(priceOptions)
      .innerJoin(batches, eq(priceOptions.batchId, batches.id))
      .innerJoin(trainerCourses, eq(batches.trainerCourseId, trainerCourses.id))
      .where(and(eq(batches.courseType, 'Paid'), isNotNull(priceOptions.price), sql`${priceOptions.price} > 0`))
      .groupBy(trainerCourses.courseId),
    db
      .select({ courseId: trainerCourses.courseId, language: trainers.language })
      .from(trainerCourses)
      .innerJoin(trainers, eq(trainerCourses.trainerId, trainers.id)),
  ]);
  type Offer = Omit<OfferRow, 'id' | 'categoryId' | 'createdAt'>;
  const none = (): Offer => ({ batches: [], startTimes: [], lowestPrice: null, languages: [] });
  const offers = new Map<number, Offer>();
  const offerOf = (courseId: number) => {
    let offer = offers.get(courseId);
    if (!offer) offers.set(courseId, (offer = none()));
    return offer;
  };
  for (const row of batchRows)
    offerOf(row.courseId).batches.push({
      courseType: row.courseType,
      feeType: row.feeType,
      days: Array.isArray(row.days) ? row.days : [],
    });
  for (const row of timingRows) offerOf(row.courseId).startTimes.push(row.from);
  for (const row of priceRows) offerOf(row.courseId).lowestPrice = row.lowest;
  for (const row of languageRows) offerOf(row.courseId).languages.push(row.language);
  return ({ id, categoryId, createdAt }) => ({
    id,
    categoryId,
    createdAt: createdAt.getTime(),
    ...(offers.get(id) ?? none()),
  });
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
