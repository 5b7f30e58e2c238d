/** A course page's address from its category's and its own slug (lib/routes/pages.ts builds it from names). */
export const coursePagePath = (categorySlug: string, courseSlug: string) => `/course/${categorySlug}/${courseSlug}` as const;
