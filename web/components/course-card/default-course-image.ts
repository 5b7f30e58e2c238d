import { slugify } from '@/lib/slug';

/** The seed catalogue's categories, each with its own cover in public/images/categories (generate-seed-images). */
const categoriesWithCover = new Set([
  'arts',
  'dance-and-music',
  'design-skills',
  'health-and-wellness',
  'hobbies-and-lifestyle',
  'languages-and-communication',
  'technology',
]);

/**
 * The spec's "default image" of a course without its own: its category's cover (the covers' gradient and the
 * category's motif), so it looks like its neighbours; a category added later gets the site-wide picture.
 */
export function defaultCourseImage(categoryName: string): string {
  const slug = slugify(categoryName);
  return categoriesWithCover.has(slug) ? `/images/categories/${slug}-cover.svg` : '/images/default-course.svg';
}

/** The picture that stands for a course wherever the site shows one: its own, else its category's default. */
export const courseImage = (course: { imageURL?: string | null; categoryName: string }): string =>
  course.imageURL || defaultCourseImage(course.categoryName);
