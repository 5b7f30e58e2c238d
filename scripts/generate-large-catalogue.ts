/**
 * Benchmark catalogue: fills the database named by DATABASE_URL or PGLITE_DIR with the demo seed plus
 * generated course variants up to 10,000 courses and reviews up to 200,000, using batched multi-row inserts
 * in one transaction. Deterministic (seeded PRNG); rerunning tops up to the targets and adds nothing when met.
 *
 *   PGLITE_DIR=/tmp/large-pglite npm run seed:large
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed:large -- --courses 10000 --reviews 200000
 */
import { parseArgs } from 'node:util';
import { count, max, sql } from 'drizzle-orm';
import { announceCatalogueChange } from '../web/lib/db/catalogue-changes';
import { openDb, type Db } from '../web/lib/db/client';
import { recountCourseRatings } from '../web/lib/db/course-ratings';
import {
  batchTimings,
  batches,
  categories,
  courses,
  priceOptions,
  reviews,
  trainerCourses,
  trainers,
} from '../web/lib/db/schema';
import { chunk } from '../web/lib/db/seed/insert';
import { largeBatch, largeCourse, largeOptions, largeReview, largeTimings } from '../web/lib/db/seed/large-rows';
import { createRng } from '../web/lib/db/seed/prng';
import { catalogueCounts, seed } from '../web/lib/db/seed/run';

const { values } = parseArgs({
  options: { courses: { type: 'string', default: '10000' }, reviews: { type: 'string', default: '200000' } },
});
const targetCourses = Number(values.courses);
const targetReviews = Number(values.reviews);
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || undefined;
if (!databaseUrl && !pgliteDir) {
  // Refuse the default .data/ folder: a benchmark catalogue there would replace the app's demo data.
  console.error('Set DATABASE_URL or PGLITE_DIR to the database to fill.');
  process.exit(2);
}

const started = performance.now();
const lap = (label: string, since: number) =>
  console.log(`${label.padEnd(34)} ${((performance.now() - since) / 1000).toFixed(1)} s`);
const total = async (db: Db, table: typeof courses | typeof reviews) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

const handle = await openDb({ databaseUrl, pgliteDir });
try {
  let t = performance.now();
  await seed(handle.db);
  lap('demo seed (if missing)', t);
  const rng = createRng(`large-catalogue:${await total(handle.db, courses)}`);
  const now = Date.now();

  await handle.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const categoryId = new Map((await tx.select().from(categories)).map((c) => [c.slug, c.id]));
    const trainerIds = (await tx.select({ id: trainers.id }).from(trainers)).map((r) => r.id);
    const firstNewId = ((await tx.select({ m: max(courses.id) }).from(courses))[0]?.m ?? 0) + 1;
    const existing = await total(tx, courses);

    t = performance.now();
    const newCourseIds: number[] = [];
    const rows = Array.from({ length: Math.max(0, targetCourses - existing) }, (_, i) =>
      largeCourse(rng, existing + i, categoryId),
    );
    for (const part of chunk(rows, 1000)) {
      const inserted = await tx.insert(courses).values(part).onConflictDoNothing().returning({ id: courses.id });
      newCourseIds.push(...inserted.map((r) => r.id));
    }
    lap(`courses (+${newCourseIds.length})`, t);

    t = performance.now();
    const links = newCourseIds.flatMap((courseId) =>
      rng
        .shuffle(trainerIds)
        .slice(0, rng.int(1, 2))
        .map((trainerId) => ({ trainerId, courseId, trainerCourseDescription: null })),
    );
    const linkIds: number[] = [];
    for (const part of chunk(links, 2000))
      linkIds.push(
        ...(await tx.insert(trainerCourses).values(part).returning({ id: trainerCourses.id })).map((r) => r.id),
      );
    const batchRows = linkIds.map((id) => largeBatch(rng, id));
    const inserted: { id: number; feeType: string | null }[] = [];
    for (const part of chunk(batchRows, 2000))
      inserted.push(...(await tx.insert(batches).values(part).returning({ id: batches.id, feeType: batches.feeType })));
    for (const part of chunk(
      inserted.flatMap((b) => largeTimings(rng, b.id)),
      4000,
    ))
      await tx.insert(batchTimings).values(part);
    for (const part of chunk(
      inserted.flatMap((b) => largeOptions(rng, b.id, b.feeType)),
      4000,
    ))
      await tx.insert(priceOptions).values(part);
    lap(`trainer links, batches, timings, prices`, t);

    t = performance.now();
    const missing = Math.max(0, targetReviews - (await total(tx, reviews)));
    // Reviews go to generated courses only (the demo courses keep their curated reviews); squaring the
    // uniform draw makes a few courses popular and most quiet, as on a real catalogue.
    const pool = newCourseIds.length
      ? newCourseIds
      : (await tx.select({ id: courses.id }).from(courses)).map((r) => r.id);
    for (let done = 0; done < missing; done += 2000) {
      const part = Array.from({ length: Math.min(2000, missing - done) }, () =>
        largeReview(rng, pool[Math.floor(rng.next() ** 2 * pool.length)]!, now),
      );
      await tx.insert(reviews).values(part);
    }
    lap(`reviews (+${missing})`, t);

    t = performance.now();
    // Banner figures are the reviews' own count and star sum, as in the demo seed (a rating is a review).
    // A top-up without new courses spread its reviews over every course, so every course is recounted then.
    await recountCourseRatings(tx, newCourseIds.length ? firstNewId : 0);
    lap('course ratings from reviews', t);
  });

  // Fresh statistics so the first benchmark run plans queries for 10k courses, not for an empty table.
  await handle.db.execute(sql`analyze`);
  // A site running on this PostgreSQL database drops its cached catalogue pages.
  if (databaseUrl) await announceCatalogueChange(handle.db, 'seed:large');
  console.table(await catalogueCounts(handle.db));
  lap('total', started);
} finally {
  await handle.close();
}
