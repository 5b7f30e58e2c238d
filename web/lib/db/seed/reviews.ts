import type { Rng } from './prng';
import { CATEGORY_NOTES, FIRST_NAMES, GOOD, LAST_NAMES, MIXED, POOR, PRAISE } from './review-text';

export type ReviewPlan = {
  studentName: string;
  ratings: number;
  reviewDescription: string;
  createdAt: Date;
  /** Avatar look for the generated photo; null when the review has no photo. */
  photo: 'She' | 'He' | null;
};

type CourseContext = {
  courseName: string;
  categoryName: string;
  students: number;
  trainers: string[];
  highlights: string[];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Star distributions by how well a course is liked. */
const QUALITY: Record<'great' | 'good' | 'mixed', [number, number][]> = {
  great: [
    [5, 70],
    [4, 24],
    [3, 4],
    [2, 1],
    [1, 1],
  ],
  good: [
    [5, 48],
    [4, 36],
    [3, 10],
    [2, 4],
    [1, 2],
  ],
  mixed: [
    [5, 28],
    [4, 34],
    [3, 24],
    [2, 8],
    [1, 6],
  ],
};

function fill(template: string, ctx: CourseContext, rng: Rng): string {
  const highlight = ctx.highlights.length ? rng.pick(ctx.highlights) : 'the practice sessions';
  const trainer = ctx.trainers.length ? rng.pick(ctx.trainers) : 'The trainer';
  return template
    .replaceAll('{course}', ctx.courseName)
    .replaceAll('{trainer}', trainer)
    .replaceAll('{Highlight}', highlight.charAt(0).toUpperCase() + highlight.slice(1))
    .replaceAll('{highlight}', highlight);
}

/** Mostly months old, some this week, and a few from the last hour so "N minutes ago" appears. */
function reviewAge(rng: Rng): number {
  return rng.weighted([
    [() => rng.int(2, 55) * MINUTE, 6],
    [() => rng.int(1, 23) * HOUR + rng.int(0, 59) * MINUTE, 6],
    [() => rng.int(1, 29) * DAY + rng.int(0, 23) * HOUR, 12],
    [() => rng.int(30, 540) * DAY + rng.int(0, 23) * HOUR, 76],
  ] as const)();
}

function text(rating: number, ctx: CourseContext, rng: Rng): string {
  const bank = rating === 5 ? PRAISE : rating === 4 ? (rng.chance(0.5) ? PRAISE : GOOD) : rating === 3 ? MIXED : POOR;
  let body = fill(rng.pick(bank), ctx, rng);
  const notes = CATEGORY_NOTES[ctx.categoryName];
  if (rating >= 4 && notes && rng.chance(0.45)) body += ` ${rng.pick(notes)}`;
  return body;
}

/** Target banner rating by how well a course is liked; most are liked, a few are divisive. */
const TARGET: Record<keyof typeof QUALITY, [number, number]> = {
  great: [4.6, 4.9],
  good: [4.1, 4.6],
  mixed: [3.7, 4.1],
};

/**
 * Samples stars from the course's distribution, then nudges random reviews one star at a time until the
 * average is within 0.05 of the target. With 2-18 reviews a raw sample strays far (a 3.2 average on a
 * popular course); nudging keeps the banner rating and the review summary in agreement.
 */
function planStars(rng: Rng, count: number): number[] {
  const quality = rng.weighted([
    ['great', 4],
    ['good', 5],
    ['mixed', 1],
  ] as const);
  const [low, high] = TARGET[quality];
  const target = low + rng.next() * (high - low);
  const stars = Array.from({ length: count }, () => rng.weighted(QUALITY[quality]));
  const average = () => stars.reduce((a, b) => a + b, 0) / stars.length;
  for (let guard = 0; guard < 200 && Math.abs(average() - target) > 0.05; guard++) {
    const up = average() < target;
    const candidates = stars.map((s, i) => [s, i] as const).filter(([s]) => (up ? s < 5 : s > 1));
    if (candidates.length === 0) break;
    const [, i] = rng.pick(candidates);
    stars[i] = stars[i]! + (up ? 1 : -1);
    // One nudge past the target is as good as it gets for small counts.
    if (up !== average() < target) break;
  }
  return stars;
}

/**
 * Written reviews for one course, newest first. Upcoming courses (no trainers yet, or no students yet)
 * have none, so the page's 'No reviews available.' state is exercised.
 */
export function planReviews(rng: Rng, ctx: CourseContext, now: Date): ReviewPlan[] {
  if (ctx.trainers.length === 0 || ctx.students === 0) return [];
  const count = Math.min(18, Math.max(2, Math.round(ctx.students / 300) + rng.int(1, 4)));
  const plans = planStars(rng, count).map((ratings): ReviewPlan => {
    const studentName = rng.chance(0.15)
      ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES).charAt(0)}.`
      : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    return {
      studentName,
      ratings,
      reviewDescription: text(ratings, ctx, rng),
      createdAt: new Date(now.getTime() - reviewAge(rng)),
      photo: rng.chance(0.1) ? rng.pick(['She', 'He'] as const) : null,
    };
  });
  return plans.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * The banner figures follow the one rule of lib/academy/ratings.ts, a rating is a review: the count and star sum
 * of the course's written reviews. Courses without reviews start at 0 ratings.
 */
export function courseRatingFrom(reviews: ReviewPlan[]) {
  const stars = (n: number) => reviews.filter((r) => r.ratings === n).length;
  return {
    ratingsCount: reviews.length,
    ratingsTotal: reviews.reduce((sum, r) => sum + r.ratings, 0),
    ratings1: stars(1),
    ratings2: stars(2),
    ratings3: stars(3),
    ratings4: stars(4),
    ratings5: stars(5),
  };
}
