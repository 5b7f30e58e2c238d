import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  coursesSchema,
  errorSchema,
  reviewListSchema,
  reviewSummarySchema,
  type Course,
  type Review,
} from '@/lib/contract';
import { api } from '../http';

const listReviews = (filter: string) => api(`/api/reviews/listReviews?${new URLSearchParams({ filter })}`);
let course: Course;
let reviews: Review[];

beforeAll(async () => {
  const courses = coursesSchema.parse((await api('/api/course/courses')).body);
  for (const candidate of courses) {
    const list = reviewListSchema.parse(
      (await listReviews(JSON.stringify({ courseName: candidate.courseName }))).body,
    ).reviews;
    if (list.length >= 3) {
      [course, reviews] = [candidate, list];
      break;
    }
  }
});

describe('GET /api/reviews/listReviews', () => {
  it('lists a course reviews newest first', () => {
    const times = reviews.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('matches the course name in any case', async () => {
    const { status, body } = await listReviews(JSON.stringify({ courseName: course.courseName.toUpperCase() }));
    expect(status).toBe(200);
    expect(reviewListSchema.parse(body).reviews.map((r) => r.id)).toEqual(reviews.map((r) => r.id));
  });

  it('serves review photos from a stable, long-cached URL', async () => {
    const courses = coursesSchema.parse((await api('/api/course/courses')).body);
    for (const c of courses) {
      const list = reviewListSchema.parse(
        (await listReviews(JSON.stringify({ courseName: c.courseName }))).body,
      ).reviews;
      const withPhoto = list.find((r) => r.imageOfStudent);
      if (!withPhoto) continue;
      const photo = await fetch(new URL(withPhoto.imageOfStudent!, inject('baseUrl')));
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toMatch(/^image\/(jpeg|png|webp)$/);
      expect(photo.headers.get('cache-control')).toContain('max-age=31536000');
      return;
    }
    throw new Error('the seed has no review photo');
  });

  it.each([['{oops'], ['{}'], ['{"courseName": ""}'], ['{"courseName": 42}']])(
    'refuses filter %s with 400',
    async (filter) => {
      const { status, body } = await listReviews(filter);
      expect(status).toBe(400);
      errorSchema.parse(body);
    },
  );

  it('answers 404 for an unknown course', async () => {
    expect((await listReviews(JSON.stringify({ courseName: 'No Such Course' }))).status).toBe(404);
  });

  it('answers 400 for a bad photo id and 404 for a missing one', async () => {
    expect((await api('/api/reviews/photo/abc')).status).toBe(400);
    expect((await api('/api/reviews/photo/2147483000')).status).toBe(404);
  });
});

describe('GET /api/reviews/totalandavgcourse/{courseName}', () => {
  it('summarises ratings consistently with the review list and the course (a rating is a review)', async () => {
    const { status, body } = await api(`/api/reviews/totalandavgcourse/${encodeURIComponent(course.courseName)}`);
    expect(status).toBe(200);
    const [summary] = reviewSummarySchema.parse(body);
    const average = reviews.reduce((sum, r) => sum + r.ratings, 0) / reviews.length;
    expect(summary!.averageRating).toBeCloseTo(average, 1);
    expect(summary!.averageRating).toBe(course.courseRating);
    expect(course.ratingsCount).toBe(reviews.length);
    const share5 = (reviews.filter((r) => r.ratings === 5).length / reviews.length) * 100;
    expect(summary!.percentageRating5).toBeCloseTo(share5, 0);
    const sum = [1, 2, 3, 4, 5].reduce((acc, n) => acc + summary![`percentageRating${n}` as 'percentageRating1'], 0);
    expect(sum).toBeGreaterThan(99.4);
    expect(sum).toBeLessThan(100.6);
  });

  it('answers 404 for an unknown course', async () => {
    const { status, body } = await api('/api/reviews/totalandavgcourse/not-a-course');
    expect(status).toBe(404);
    errorSchema.parse(body);
  });
});
