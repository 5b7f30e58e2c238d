import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { courseImage } from '@/components/course-card/default-course-image';
import { backend, type Course } from '@/lib/backend';
import { slugify } from '@/lib/slug';
import { categoryPath, coursePath, pages } from '@/lib/routes/pages';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { absoluteUrl, languageAlternates } from './_lib/metadata';

type Entry = MetadataRoute.Sitemap[number];

/** A page's entry once per language (issue 33), each naming the others as `hreflang` alternates. */
function inEveryLanguage(path: string, entry: Omit<Entry, 'url'>): Entry[] {
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(path)).map(([tag, url]) => [tag, absoluteUrl(url)]),
  );
  return locales.map((locale) => ({
    url: absoluteUrl(localizedPath(locale, path)),
    ...entry,
    alternates: { languages },
  }));
}

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
 * The fixed pages of the route table meant for search engines, every category and every course, in English and in
 * Hindi, read at request time.
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
      .flatMap((page) =>
        inEveryLanguage(page.path, { changeFrequency: 'weekly', priority: page.path === '/' ? 1 : 0.6 }),
      ),
    ...categories.flatMap((c) => {
      const lastModified = changed.get(slugify(c.category));
      return inEveryLanguage(categoryPath(c.category), {
        ...(lastModified && { lastModified }),
        changeFrequency: 'daily',
        priority: 0.8,
      });
    }),
    ...courses.flatMap((c) =>
      inEveryLanguage(coursePath(c.categoryName, c.courseName), {
        ...(c.updatedAt && { lastModified: c.updatedAt }),
        changeFrequency: 'weekly',
        priority: 0.7,
        images: [absoluteUrl(courseImage(c))],
      }),
    ),
  ];
}
