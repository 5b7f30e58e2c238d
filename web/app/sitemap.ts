import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { backend } from '@/lib/backend';
import { categoryPath, coursePath, pages } from '@/lib/routes/pages';
import { absoluteUrl } from './_lib/metadata';

/** The fixed pages of the route table meant for search engines, every category and every course, read at request time. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [categories, courses] = await Promise.all([backend.categories(), backend.allCourses()]);
  return [
    ...Object.values(pages)
      .filter((page) => page.inSitemap)
      .map((page) => ({ url: absoluteUrl(page.path), changeFrequency: 'weekly' as const, priority: page.path === '/' ? 1 : 0.6 })),
    ...categories.map((c) => ({ url: absoluteUrl(categoryPath(c.category)), changeFrequency: 'daily' as const, priority: 0.8 })),
    ...courses.map((c) => ({ url: absoluteUrl(coursePath(c.categoryName, c.courseName)), changeFrequency: 'weekly' as const, priority: 0.7 })),
  ];
}
