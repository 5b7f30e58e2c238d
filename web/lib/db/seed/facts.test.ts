import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batches, batchTimings, categories, courses, priceOptions, reviews, trainerCourses, trainers } from '../schema';
import * as facts from './facts';
import { planCatalogue } from './plan';
import { seededDbPerFile } from './seeded-test-db';

const db = seededDbPerFile();

/** The course row plus its trainer links (in trainer order) and their batches. */
async function courseDetail(courseName: string) {
  const d = db().db;
  const [course] = await d
    .select()
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(eq(courses.courseName, courseName));
  if (!course) throw new Error(`no course ${courseName}`);
  const links = await d
    .select()
    .from(trainerCourses)
    .innerJoin(trainers, eq(trainerCourses.trainerId, trainers.id))
    .where(eq(trainerCourses.courseId, course.courses.id))
    .orderBy(asc(trainers.id));
  const linkIds = links.map((l) => l.trainer_courses.id);
  const batchRows = linkIds.length
    ? await d.select().from(batches).where(inArray(batches.trainerCourseId, linkIds))
    : [];
  const batchIds = batchRows.map((b) => b.id);
  const timings = batchIds.length
    ? await d.select().from(batchTimings).where(inArray(batchTimings.batchId, batchIds))
    : [];
  const options = batchIds.length
    ? await d
        .select()
        .from(priceOptions)
        .where(inArray(priceOptions.batchId, batchIds))
        .orderBy(asc(priceOptions.position))
    : [];
  const reviewRows = await d.select().from(reviews).where(eq(reviews.courseId, course.courses.id));
  return {
    course: course.courses,
    category: course.categories,
    links,
    batches: batchRows,
    timings,
    options,
    reviews: reviewRows,
  };
}

describe('facts.ts', () => {
  it('matches the seeded counts', async () => {
    const d = db().db;
    expect((await d.select().from(categories)).length).toBe(facts.SEED_COUNTS.categories);
    expect((await d.select().from(courses)).length).toBe(facts.SEED_COUNTS.courses);
    expect((await d.select().from(trainers)).length).toBe(facts.SEED_COUNTS.trainers);
    expect((await d.select().from(trainerCourses)).length).toBe(facts.SEED_COUNTS.trainerCourses);
  });

  it('PAID_SESSION_COURSE: trainers, Paid Session batches, timings, valid demo links, struck-through price', async () => {
    const f = facts.PAID_SESSION_COURSE;
    const detail = await courseDetail(f.courseName);
    expect([detail.course.slug, detail.category.slug]).toEqual([f.slug, f.categorySlug]);
    expect(detail.links[0]?.trainers.trainerName).toBe(f.firstTrainerName);
    for (const b of detail.batches) {
      expect([b.courseType, b.feeType]).toEqual(['Paid', 'Session']);
      expect(b.demoLink).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/);
      expect(detail.timings.filter((t) => t.batchId === b.id).length).toBeGreaterThanOrEqual(2);
      const first = detail.options.find((o) => o.batchId === b.id);
      expect(first).toMatchObject({ name: 'Single Session', sessionsCount: 1 });
      expect(first!.originalPrice).toBeGreaterThan(first!.price!);
    }
  });

  it('PAID_MONTH_COURSE and PAID_COURSE_FEE_COURSE use one fee type throughout', async () => {
    for (const [f, fee] of [
      [facts.PAID_MONTH_COURSE, 'Month'],
      [facts.PAID_COURSE_FEE_COURSE, 'Course'],
    ] as const) {
      const detail = await courseDetail(f.courseName);
      expect(detail.batches.length).toBeGreaterThan(0);
      expect(new Set(detail.batches.map((b) => b.feeType))).toEqual(new Set([fee]));
    }
  });

  it('free courses have trainers and only Free batches without price options', async () => {
    for (const name of facts.ALL_FREE_COURSES) {
      const detail = await courseDetail(name);
      expect(detail.links.length).toBeGreaterThan(0);
      expect(detail.batches.every((b) => b.courseType === 'Free' && b.feeType === null)).toBe(true);
      expect(detail.options).toEqual([]);
    }
  });

  it('courses without trainers, without reviews and without image are as described', async () => {
    for (const name of facts.COURSES_WITHOUT_TRAINERS) expect((await courseDetail(name)).links).toEqual([]);
    const noReviews = await courseDetail(facts.COURSE_WITHOUT_REVIEWS.courseName);
    expect([noReviews.reviews.length, noReviews.course.studentsCount, noReviews.links.length > 0]).toEqual([
      0,
      0,
      true,
    ]);
    expect((await courseDetail(facts.COURSE_WITHOUT_IMAGE.courseName)).course.imageURL).toBeNull();
  });

  it('TRAINER_COURSE_WITHOUT_DESCRIPTION has a null description', async () => {
    const detail = await courseDetail(facts.TRAINER_COURSE_WITHOUT_DESCRIPTION.courseName);
    const link = detail.links.find(
      (l) => l.trainers.trainerName === facts.TRAINER_COURSE_WITHOUT_DESCRIPTION.trainerName,
    );
    expect(link?.trainer_courses.trainerCourseDescription).toBeNull();
  });

  it('the plan is deterministic for a given clock', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(planCatalogue(now)).toEqual(planCatalogue(new Date(now)));
  });
});
