import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import { slugify } from '@/lib/slug';

const { categories, courses, slugRedirects } = tables;

/**
 * What a course address is (issue 29): a course on offer, an archived course (its page answers 410, pointing to its
 * category), or the old address of a renamed course (308 to where it is now); null when no course ever had it, and
 * for a draft (issue 52), which nothing public shows, not even that it exists.
 */
export type CourseAddress = { state: 'live' | 'archived' | 'moved'; slug: string; categorySlug: string };

export async function courseAddress(slug: string): Promise<CourseAddress | null> {
  const db = await getDb();
  const wanted = slugify(slug);
  const columns = {
    slug: courses.slug,
    categorySlug: categories.slug,
    archivedAt: courses.archivedAt,
    publishedAt: courses.publishedAt,
  };
  const [own] = await db
    .select(columns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(eq(courses.slug, wanted))
    .limit(1);
  if (own?.publishedAt)
    return { state: own.archivedAt ? 'archived' : 'live', slug: own.slug, categorySlug: own.categorySlug };
  if (own) return null;
  const [moved] = await db
    .select(columns)
    .from(slugRedirects)
    .innerJoin(courses, eq(courses.id, slugRedirects.targetId))
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(and(eq(slugRedirects.kind, 'course'), eq(slugRedirects.oldSlug, wanted)))
    .limit(1);
  return moved?.publishedAt ? { state: 'moved', slug: moved.slug, categorySlug: moved.categorySlug } : null;
}

/** The old addresses of renamed categories, each with the category's address now. */
export async function categoryRedirects(): Promise<Map<string, string>> {
  const db = await getDb();
  const rows = await db
    .select({ from: slugRedirects.oldSlug, to: categories.slug })
    .from(slugRedirects)
    .innerJoin(categories, eq(categories.id, slugRedirects.targetId))
    .where(eq(slugRedirects.kind, 'category'));
  return new Map(rows.map((row) => [row.from, row.to]));
}
