import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { courseImage } from '@/components/course-card/default-course-image';
import { backend, type Course } from '@/lib/backend';
import { slugify } from '@/lib/slug';
import { categoryPath, coursePath, pages } from '@/lib/routes/pages';
import { absoluteUrl } from './_lib/metadata';

/** Each category's latest course change (ISO times compare as strings), by the category's slug. */
function latestChanges(courses: Course[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const { categoryName, updatedAt } of courses) {
    const slug = slugify(categoryName);
    if (updatedAt && updatedAt > (latest.get(slug) ?? '')) latest.set(slug, updatedAt);
  }
  return latest;
}

/**
 * The fixed pages of the route table meant for search engines, every category and every course, read at request time.
 * A course's lastmod is when what its page shows last changed, a category's that of its latest course; the fixed
 * pages have no such date (their text lives in the CMS, the lists on them change with any course), so they carry none.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [categories, courses] = await Promise.all([backend.categories(), backend.allCourses()]);
  const changed = latestChanges(courses);
  return [
    ...Object.values(pages)
      .filter((page) => page.inSitemap)
      .map((page) => ({ url: absoluteUrl(page.path), changeFrequency: 'weekly' as const, priority: page.path === '/' ? 1 : 0.6 })),
    ...categories.map((c) => {
      const lastModified = changed.get(slugify(c.category));
      return { url: absoluteUrl(categoryPath(c.category)), ...(lastModified && { lastModified }), changeFrequency: 'daily' as const, priority: 0.8 };
    }),
    ...courses.map((c) => ({
      url: absoluteUrl(coursePath(c.categoryName, c.courseName)),
      ...(c.updatedAt && { lastModified: c.updatedAt }),
      changeFrequency: 'weekly' as const,
      priority: 0.7,
      images: [absoluteUrl(courseImage(c))],
    })),
  ];
}
