import 'server-only';
import { cachedCategoryCourses, cachedCourse, cachedReviewSummary, cachedReviews, cachedTrainers } from '@/lib/backend/cached';
import type { Course, Review, ReviewSummary, TrainerEntry } from '@/lib/backend';
import { slugify } from '@/lib/slug';
import { failedRead } from '../../../../../_lib/failed-read';

export const RELATED_COURSES = 8;

/** One part of the page: its data, or the fact that it failed (each part shows its own error text). */
export type Part<T> = { ok: true; value: T } | { ok: false };

async function part<T>(what: string, work: () => Promise<T>): Promise<Part<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    await failedRead(`[course page] ${what} could not be loaded`, error);
    return { ok: false };
  }
}

/** The course of this address: the course slug matches, and so does its category's (spec "Slug rule"). */
export async function findCourse(categorySlug: string, courseSlug: string): Promise<Part<Course | null>> {
  return part(`course ${courseSlug}`, async () => {
    const course = await cachedCourse(courseSlug);
    return course && slugify(course.categoryName) === categorySlug ? course : null;
  });
}

export type CoursePageData = {
  trainers: Part<TrainerEntry[]>;
  reviews: Part<Review[]>;
  summary: Part<ReviewSummary[number]>;
  related: Part<Course[]>;
};

/** Everything under the banner, read side by side. */
export async function loadCourseParts(course: Course): Promise<CoursePageData> {
  const [trainers, reviews, summary, related] = await Promise.all([
    part('trainers', () => cachedTrainers(course.courseName)),
    part('reviews', () => cachedReviews(course.courseName)),
    part('review summary', async () => (await cachedReviewSummary(course.courseName))[0]!),
    part('related courses', async () =>
      (await cachedCategoryCourses(course.categoryName, RELATED_COURSES + 1)).filter((c) => c.id !== course.id).slice(0, RELATED_COURSES),
    ),
  ]);
  return { trainers, reviews, summary, related };
}
