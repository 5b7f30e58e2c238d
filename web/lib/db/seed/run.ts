import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { batches, batchTimings, categories, courses, priceOptions, reviewPhotos, reviews, trainerCourses, trainers } from '../schema';
import { insertCatalogue } from './insert';
import { planCatalogue } from './plan';
import { reviewPhoto, type PhotoBytes } from './review-photos';

export type SeedResult = { seeded: boolean; counts: Record<string, number> };

/** Any constant works; it only has to be the same in every process that may seed the same database. */
const SEED_LOCK_KEY = 73_110_001;

type Guard = 'empty-categories' | 'no-seed-categories';

async function seedWith(db: Db, guard: Guard, now: Date): Promise<SeedResult> {
  const plan = planCatalogue(now);
  // Rasterising photos is slow-ish and async: do it before the transaction so the lock is held briefly.
  const photos = new Map<number, PhotoBytes>();
  for (const [index, { review }] of plan.reviews.entries()) {
    if (review.photo) photos.set(index, await reviewPhoto(review.studentName, review.photo));
  }
  const seeded = await db.transaction(async (tx) => {
    // Serialises concurrent first starts (several workers opening one Postgres); the loser sees data and skips.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = guard === 'empty-categories'
      ? await tx.select({ id: categories.id }).from(categories).limit(1)
      : await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, plan.categories[0]!.slug)).limit(1);
    if (existing.length > 0) return false;
    await insertCatalogue(tx as unknown as Db, plan, photos);
    return true;
  });
  return { seeded, counts: await catalogueCounts(db) };
}

/**
 * Seeds the demo catalogue unless it is already there (recognised by its first category's slug).
 * Idempotent: a second run inserts nothing.
 */
export function seed(db: Db, now = new Date()): Promise<SeedResult> {
  return seedWith(db, 'no-seed-categories', now);
}

/** Called by openDb on every start: seeds only a database whose catalogue is completely empty. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<SeedResult | null> {
  const [row] = await db.select({ n: count() }).from(categories);
  if ((row?.n ?? 0) > 0) return null;
  return seedWith(db, 'empty-categories', now);
}

export async function catalogueCounts(db: Db): Promise<Record<string, number>> {
  const tables = { categories, courses, trainers, trainerCourses, batches, batchTimings, priceOptions, reviews, reviewPhotos };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
