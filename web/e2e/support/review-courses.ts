import { expect, type APIRequestContext } from '@playwright/test';
import type { Course } from '../../lib/contract';
import {
  COURSE_WITHOUT_IMAGE,
  COURSE_WITHOUT_REVIEWS,
  COURSE_WITHOUT_TRAINERS,
  FREE_COURSE,
  PAID_COURSE_FEE_COURSE,
  PAID_MONTH_COURSE,
  PAID_SESSION_COURSE,
  SLUG_EDGE_CASES,
} from '../../lib/db/seed/facts';

// A review written by one test must not move the counts another asserts, so each test that writes reviews takes its
// own slot of these courses: e2e/course/reviews.spec.ts the first six, e2e/i18n/hindi-course.spec.ts the next two.

// Courses other specs read by name; tests that write reviews keep away from them.
const READ_BY_OTHERS = new Set<string>([
  PAID_SESSION_COURSE.courseName,
  PAID_MONTH_COURSE.courseName,
  PAID_COURSE_FEE_COURSE.courseName,
  FREE_COURSE.courseName,
  COURSE_WITHOUT_TRAINERS.courseName,
  COURSE_WITHOUT_REVIEWS.courseName,
  COURSE_WITHOUT_IMAGE.courseName,
  ...SLUG_EDGE_CASES.map((c) => c.courseName),
  'Acrylic Painting',
  'Kathak',
]);

/** The courses no spec reads by name, from the end of the catalogue: the slots review-writing tests take. */
export async function coursesToReview(request: APIRequestContext): Promise<Course[]> {
  const response = await request.get('/api/course/courses');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Course[]).filter((c) => !READ_BY_OTHERS.has(c.courseName)).reverse();
}
