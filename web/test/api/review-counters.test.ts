import { describe, expect, it } from 'vitest';
import { coursesSchema, reviewListSchema, reviewSummarySchema, type Review } from '@/lib/contract';
import { FREE_COURSE } from '@/lib/db/seed/facts';
import { api } from '../http';
import { reviewForm } from '../form-bodies';

const post = (courseName: string, ratings: number) => {
  const form = reviewForm({
    studentName: 'Asha',
    reviewDescription: 'Calm, clear sessions.',
    ratings: String(ratings),
    courseName,
  });
  return api('/api/reviews/featuredreview', { method: 'POST', body: form });
};

const reviewsOf = async (courseName: string) =>
  reviewListSchema.parse(
    (await api(`/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName }))}`)).body,
  ).reviews;

/** The summary as an aggregate over the listed reviews would give it. */
function aggregate(reviews: Review[]) {
  const share = (star: number) =>
    Math.round((reviews.filter((r) => r.ratings === star).length / reviews.length) * 1000) / 10;
  return {
    averageRating: Math.round((reviews.reduce((sum, r) => sum + r.ratings, 0) * 10) / reviews.length) / 10,
    percentageRating1: share(1),
    percentageRating2: share(2),
    percentageRating3: share(3),
    percentageRating4: share(4),
    percentageRating5: share(5),
  };
}

describe('the review summary after concurrent reviews', () => {
  it('equals the aggregate over the reviews, as do the course figures, after 30 reviews posted at once', async () => {
    const { courseName, slug } = FREE_COURSE;
    const stars = Array.from({ length: 30 }, (_, i) => ((i * 7) % 5) + 1);
    const answers = await Promise.all(stars.map((n) => post(courseName, n)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));

    const reviews = await reviewsOf(courseName);
    expect(reviews.length).toBeGreaterThanOrEqual(30);
    const [summary] = reviewSummarySchema.parse((await api(`/api/reviews/totalandavgcourse/${slug}`)).body);
    expect(summary).toEqual(aggregate(reviews));
    const course = coursesSchema
      .parse((await api('/api/course/courses')).body)
      .find((c) => c.courseName === courseName)!;
    expect(course).toMatchObject({ ratingsCount: reviews.length, courseRating: aggregate(reviews).averageRating });
  });

  it('matches the aggregate for every seeded course (the migration and the seed fill the counters)', async () => {
    const courses = coursesSchema
      .parse((await api('/api/course/courses')).body)
      .filter((c) => c.ratingsCount > 0)
      .slice(0, 12);
    for (const course of courses) {
      const reviews = await reviewsOf(course.courseName);
      const [summary] = reviewSummarySchema.parse(
        (await api(`/api/reviews/totalandavgcourse/${encodeURIComponent(course.courseName)}`)).body,
      );
      expect(summary, course.courseName).toEqual(aggregate(reviews));
    }
  });
});
