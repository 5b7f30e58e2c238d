import 'server-only';
import { getLocale } from 'next-intl/server';
import {
  cachedCategoryCourses,
  cachedCourse,
  cachedReviewSummary,
  cachedReviews,
  cachedTrainers,
} from '@/lib/backend/cached';
import type { Course, Review, ReviewSummary, TrainerEntry } from '@/lib/backend';
import { courseInLanguage } from '@/lib/academy/catalogue-words';
import { slugify } from '@/lib/slug';
import { failedRead } from '@/app/_lib/failed-read';

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

/**
 * The course of this address: the course slug matches, and so does its category's (spec "Slug rule"). Its texts are
 * in the page's language (issue 33).
 */
export async function findCourse(categorySlug: string, courseSlug: string): Promise<Part<Course | null>> {
  return part(`course ${courseSlug}`, async () => {
    const [course, locale] = await Promise.all([cachedCourse(courseSlug), getLocale()]);
    return course && slugify(course.categoryName) === categorySlug ? courseInLanguage(course, locale) : null;
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
  const locale = await getLocale();
  const [trainers, reviews, summary, related] = await Promise.all([
    part('trainers', () => cachedTrainers(course.courseName)),
    part('reviews', () => cachedReviews(course.courseName)),
    part('review summary', async () => (await cachedReviewSummary(course.courseName))[0]!),
    part('related courses', async () =>
      (await cachedCategoryCourses(course.categoryName, RELATED_COURSES + 1))
        .filter((c) => c.id !== course.id)
        .slice(0, RELATED_COURSES)
        .map((c) => courseInLanguage(c, locale)),
    ),
  ]);
  return { trainers, reviews, summary, related };
}
