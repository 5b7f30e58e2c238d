import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { courseHref } from '@/components/course-card/course-card';
import { backend } from '@/lib/backend';
import { slugify } from '@/lib/slug';
import { absoluteUrl } from './_lib/metadata';

const staticPaths = ['/', '/about', '/course', '/contactus', '/becomeatrainer', '/PrivacyPolicy', '/TermsConditions', '/Refund'];

/** Every public page, every category and every course, read from the catalogue at request time. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [categories, courses] = await Promise.all([backend.categories(), backend.allCourses()]);
  return [
    ...staticPaths.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'weekly' as const, priority: path === '/' ? 1 : 0.6 })),
    ...categories.map((c) => ({ url: absoluteUrl(`/course/${slugify(c.category)}`), changeFrequency: 'daily' as const, priority: 0.8 })),
    ...courses.map((c) => ({ url: absoluteUrl(courseHref(c)), changeFrequency: 'weekly' as const, priority: 0.7 })),
  ];
}
