import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../slug';
import { batches, categories, courses, priceOptions, reviewPhotos, reviews, trainerCourses, trainers } from '../schema';
import * as facts from './facts';
import { seed, seedOnFirstStart } from './run';
import { seededDbPerFile } from './seeded-test-db';

const db = seededDbPerFile();

// Map.groupBy is ES2024; the project targets ES2023 typings.
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}
const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('seed catalogue', () => {
  it('has the 7 footer categories with icons shipped in public/', async () => {
    const rows = await db().db.select().from(categories).orderBy(asc(categories.position));
    expect(rows.map((r) => r.slug)).toEqual([...facts.CATEGORY_SLUGS]);
    for (const row of rows) {
      expect(row.slug).toBe(slugify(row.name));
      expect(row.icon).toBe(`/images/categories/${row.slug}.svg`);
      expect(existsSync(path.join(publicDir, row.icon))).toBe(true);
    }
  });

  it('has at least 6 courses per category with slugged names, covers and styled learning outcomes', async () => {
    const rows = await db().db.select().from(courses);
    const perCategory = groupBy(rows, (c) => c.categoryId);
    expect(perCategory.size).toBe(7);
    for (const list of perCategory.values()) expect(list.length).toBeGreaterThanOrEqual(6);
    for (const c of rows) {
      expect(c.slug).toBe(slugify(c.courseName));
      if (c.imageURL) expect(existsSync(path.join(publicDir, c.imageURL))).toBe(true);
      if (c.ratingsCount > 0) expect(c.ratingsTotal / c.ratingsCount).toBeGreaterThanOrEqual(3.6);
      if (c.ratingsCount > 0) expect(c.ratingsTotal / c.ratingsCount).toBeLessThanOrEqual(5);
      expect(c.textWhatToLearn).toMatch(/<li[\s>]/);
      expect(c.textWhatToLearn).toMatch(/style="/);
      for (const text of [c.metaTitle, c.metaDescription, c.schemaTitle, c.courseHeading]) expect(text).toMatch(/\S/);
    }
    expect(rows.filter((c) => c.imageURL === null).map((c) => c.courseName)).toContain(
      facts.COURSE_WITHOUT_IMAGE.courseName,
    );
    expect(rows.some((c) => c.studentsCount === 0)).toBe(true);
    for (const edge of facts.SLUG_EDGE_CASES)
      expect(rows.find((c) => c.courseName === edge.courseName)?.slug).toBe(edge.slug);
  });

  it('has 20+ trainers with avatars, and languages as array, string and null', async () => {
    const rows = await db().db.select().from(trainers).orderBy(asc(trainers.id));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.some((t) => t.trainerImage === null)).toBe(true);
    for (const t of rows) if (t.trainerImage) expect(existsSync(path.join(publicDir, t.trainerImage))).toBe(true);
    expect(rows.some((t) => Array.isArray(t.language))).toBe(true);
    expect(rows.some((t) => typeof t.language === 'string')).toBe(true);
    expect(rows.some((t) => t.language === null)).toBe(true);
    const byName = (name: string) => rows.find((t) => t.trainerName === name);
    expect(byName(facts.TRAINER_WITH_PHOTO.trainerName)).toMatchObject({
      ...facts.TRAINER_WITH_PHOTO,
      language: [...facts.TRAINER_WITH_PHOTO.language],
    });
    expect(byName(facts.TRAINER_WITHOUT_PHOTO.trainerName)).toMatchObject({
      id: facts.TRAINER_WITHOUT_PHOTO.id,
      trainerImage: null,
    });
    expect(byName(facts.TRAINER_WITH_LANGUAGE_STRING.trainerName)).toMatchObject(facts.TRAINER_WITH_LANGUAGE_STRING);
    expect(byName(facts.TRAINER_WITHOUT_LANGUAGE.trainerName)).toMatchObject({
      id: facts.TRAINER_WITHOUT_LANGUAGE.id,
      language: null,
    });
  });

  it('links 1-3 trainers to every course except the upcoming ones', async () => {
    const all = await db().db.select({ name: courses.courseName, id: courses.id }).from(courses);
    const links = await db().db.select().from(trainerCourses);
    const counts = groupBy(links, (l) => l.courseId);
    expect(
      all
        .filter((c) => !counts.has(c.id))
        .map((c) => c.name)
        .sort(),
    ).toEqual([...facts.COURSES_WITHOUT_TRAINERS].sort());
    for (const list of counts.values()) expect(list.length).toBeLessThanOrEqual(3);
    expect(links.some((l) => l.trainerCourseDescription === null)).toBe(true);
  });

  it('has Paid batches of every fee type with whole-rupee prices, and Free batches without prices', async () => {
    const rows = await db().db.select().from(batches);
    const options = groupBy(await db().db.select().from(priceOptions), (o) => o.batchId);
    expect(new Set(rows.map((b) => b.feeType))).toEqual(new Set(['Session', 'Month', 'Course', null]));
    for (const b of rows) {
      if (b.courseType === 'Free') {
        expect(b.feeType).toBeNull();
        expect(options.has(b.id)).toBe(false);
        continue;
      }
      const list = options.get(b.id) ?? [];
      expect(list.length).toBeGreaterThan(0);
      for (const o of list) {
        expect(Number.isInteger(o.price)).toBe(true);
        if (o.originalPrice !== null) expect(o.originalPrice).toBeGreaterThan(o.price!);
      }
    }
    const youtube = /^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/;
    expect(rows.some((b) => b.demoLink && youtube.test(b.demoLink))).toBe(true);
    expect(rows.some((b) => !b.demoLink || !URL.canParse(b.demoLink))).toBe(true);
    expect(rows.some((b) => b.days.length === 0)).toBe(true);
  });

  it('has 300+ reviews spread over 18 months, some from the last hour, ~10% with JPEG photos', async () => {
    const rows = await db().db.select().from(reviews);
    expect(rows.length).toBe(facts.SEED_COUNTS.reviews);
    const now = Date.now();
    const ages = rows.map((r) => now - r.createdAt.getTime());
    expect(Math.max(...ages)).toBeLessThan(548 * 24 * 3600_000);
    expect(ages.filter((a) => a < 3600_000).length).toBeGreaterThan(0);
    const stars = groupBy(rows, (r) => r.ratings);
    expect((stars.get(5)?.length ?? 0) + (stars.get(4)?.length ?? 0)).toBeGreaterThan(rows.length * 0.7);
    expect(stars.get(3)?.length).toBeGreaterThan(0);
    expect((stars.get(1)?.length ?? 0) + (stars.get(2)?.length ?? 0)).toBeGreaterThan(0);
    const withPhoto = rows.filter((r) => r.photoId !== null);
    expect(withPhoto.length / rows.length).toBeGreaterThan(0.05);
    expect(withPhoto.length / rows.length).toBeLessThan(0.2);
    const [photo] = await db().db.select().from(reviewPhotos).where(eq(reviewPhotos.id, withPhoto[0]!.photoId!));
    const meta = await sharp(photo!.bytes).metadata();
    expect([photo!.contentType, meta.format, meta.width, meta.height]).toEqual([
      'image/jpeg',
      'jpeg',
      photo!.width,
      photo!.height,
    ]);
  });

  it('gives each course the count and star sum of its own reviews (a rating is a review)', async () => {
    const all = await db().db.select().from(courses);
    const byCourse = groupBy(await db().db.select().from(reviews), (r) => r.courseId);
    for (const c of all) {
      const list = byCourse.get(c.id) ?? [];
      expect([c.ratingsCount, c.ratingsTotal]).toEqual([list.length, list.reduce((s, r) => s + r.ratings, 0)]);
    }
  });

  it('is idempotent: seed() and seedOnFirstStart() add nothing the second time', async () => {
    const again = await seed(db().db);
    expect(again.seeded).toBe(false);
    expect(again.counts).toMatchObject(facts.SEED_COUNTS);
    expect(await seedOnFirstStart(db().db)).toBeNull();
  });
});
