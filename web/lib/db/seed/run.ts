import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { catalogueSeed, categories } from '../schema';
import { catalogueTables, insertCatalogue } from './insert';
import { planCatalogue } from './plan';
import { reviewPhoto, type PhotoBytes } from './review-photos';

export type SeedResult = { seeded: boolean; counts: Record<string, number> };

/** Any constant works; it only has to be the same in every process that may seed the same database. */
const SEED_LOCK_KEY = 73_110_001;

type Guard = 'first-start' | 'no-seed-categories';

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
    if (guard === 'first-start' && (await tx.select().from(catalogueSeed).limit(1)).length > 0) return false;
    // Either way the database has now been offered the catalogue: a later first-start check finds the marker.
    await tx.insert(catalogueSeed).values({ id: 1 }).onConflictDoNothing();
    // The first start never adds to a catalogue someone else filled; `npm run seed` adds the demo one beside it.
    const existing =
      guard === 'first-start'
        ? await tx.select({ id: categories.id }).from(categories).limit(1)
        : await tx
            .select({ id: categories.id })
            .from(categories)
            .where(eq(categories.slug, plan.categories[0]!.slug))
            .limit(1);
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

/**
 * The embedded database's first start (lib/db/index.ts): seeds the demo catalogue unless the marker says this
 * database was offered it before, so a course the operator deleted is not added back by the next start.
 * Returns null when the marker was already there.
 */
export async function seedOnFirstStart(db: Db, now = new Date()): Promise<SeedResult | null> {
  if ((await db.select().from(catalogueSeed).limit(1)).length > 0) return null;
  return seedWith(db, 'first-start', now);
}

export async function catalogueCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(catalogueTables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
