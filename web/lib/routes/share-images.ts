import { slugify } from '@/lib/slug';

// Addresses of the Open Graph pictures (issue 32), drawn by app/og: one per course, one per category and the site's
// own for every other page. Each ends in .png, so the proxy treats it as a file, not a page.

const png = (slug: string) => `${encodeURIComponent(slug)}.png`;

export const shareImagePaths = {
  site: '/og/site.png',
  category: (categoryName: string) => `/og/category/${png(slugify(categoryName))}`,
  course: (categoryName: string, courseName: string) =>
    `/og/course/${encodeURIComponent(slugify(categoryName))}/${png(slugify(courseName))}`,
} as const;

/** The slug named by a picture's file name ('guitar.png' -> 'guitar'); null for any other name. */
export function slugOfPng(fileName: string): string | null {
  const match = /^(.{1,200})\.png$/.exec(fileName);
  return match ? slugify(match[1]!) || null : null;
}
