import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { backend } from '@/lib/backend';
import { categoryPath, pages } from '@/lib/routes/pages';
import { absoluteUrl } from './_lib/metadata';

/** The fixed pages of the route table meant for search engines, and every category, read at request time. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const categories = await backend.categories();
  return [
    ...Object.values(pages)
      .filter((page) => page.inSitemap)
      .map((page) => ({ url: absoluteUrl(page.path), changeFrequency: 'weekly' as const, priority: page.path === '/' ? 1 : 0.6 })),
    ...categories.map((c) => ({ url: absoluteUrl(categoryPath(c.category)), changeFrequency: 'daily' as const, priority: 0.8 })),
  ];
}
