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
