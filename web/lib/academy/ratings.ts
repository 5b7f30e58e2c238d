/**
 * One rule for every figure a client sees about a course's stars: a rating is a review. The course row keeps the
 * exact count and star sum of its reviews (updated in the review's transaction); the average is rounded to one
 * decimal only here, when answering, so the lists, the course page and the review summary always show the same
 * number and every new rating moves the exact average.
 */
export function averageRating(starsTotal: number, ratingsCount: number): number {
  if (ratingsCount <= 0) return 0;
  // total * 10 is an integer, so the only rounding is the one Math.round does on the division.
  return Math.round((starsTotal * 10) / ratingsCount) / 10;
}

export const STARS = [1, 2, 3, 4, 5] as const;
export type Star = (typeof STARS)[number];

/** The course column that counts reviews with `stars` stars. */
export function starCounter(stars: number): `ratings${Star}` {
  if (!STARS.includes(stars as Star)) throw new RangeError(`A rating is 1 to 5 stars, not ${stars}`);
  return `ratings${stars as Star}`;
}

export type StarCounts = Record<`ratings${Star}`, number>;

/** Each star value's share of the ratings, in percent with one decimal (all 0 without ratings). */
export function starShares(counts: StarCounts): Record<Star, number> {
  const total = STARS.reduce((sum, star) => sum + counts[`ratings${star}`], 0);
  const share = (n: number) => (total ? Math.round((n / total) * 1000) / 10 : 0);
  return {
    1: share(counts.ratings1),
    2: share(counts.ratings2),
    3: share(counts.ratings3),
    4: share(counts.ratings4),
    5: share(counts.ratings5),
  };
}
