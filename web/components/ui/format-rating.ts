/** A rating as shown beside the stars: one decimal at most, Indian English number format ("4.5", "4"). */
export const formatRating = (rating: number) =>
  (Math.round(rating * 10) / 10).toLocaleString('en-IN', { maximumFractionDigits: 1 });
