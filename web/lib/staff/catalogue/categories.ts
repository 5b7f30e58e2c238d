import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/academy/errors';
import { getDb, tables } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { CONSOLE_EDIT, announceCatalogueChange } from '@/lib/db/catalogue-changes';
import { markCoursesChanged } from '@/lib/db/course-changes';
import { slugify } from '@/lib/slug';
import type { CategoryForm } from '@/lib/validation/catalogue';
import { audit } from '../audit';
import { rememberOldAddress } from './addresses';
import { rowCountsBy } from './row-counts';
import type { Touched } from './touched';

const { categories, courses, slugRedirects } = tables;

/** A category's own columns, with how many courses it holds. */
export type CategoryListing = Pick<tables.CategoryRow, 'id' | 'name' | 'nameHi' | 'slug' | 'icon' | 'position'> & {
  courses: number;
};

/** Every category in the catalogue's order, with how many courses (archived ones included) it holds. */
export async function listCategoriesForConsole(): Promise<CategoryListing[]> {
  const db = await getDb();
  const counts = rowCountsBy(db, courses.categoryId, 'counts');
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      slug: categories.slug,
      icon: categories.icon,
      position: categories.position,
      courses: counts.n,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.key, categories.id))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({ ...row, courses: Number(row.courses ?? 0) }));
}

const taken = () =>
  conflict('A category with this name already exists', {
    fields: { name: 'A category with this name already exists' },
  });

/**
 * Adds a category (id null) or changes one. A new name is a new address: the old one is kept as a redirect. The
 * category's name is on every page of its courses, so a change publishes everything.
 */
export async function saveCategory(
  staffId: number,
  id: number | null,
  form: CategoryForm,
): Promise<{ id: number; slug: string; touched: Touched }> {
  const db = await getDb();
  const values = {
    name: form.name,
    nameHi: form.nameHi,
    slug: slugify(form.name),
    icon: form.icon,
    position: form.position,
  };
  try {
    return await db.transaction(async (tx) => {
      if (id === null) {
        const [row] = await tx.insert(categories).values(values).returning();
        await rememberOldAddress(tx, 'category', row!.id, values.slug, values.slug);
        await audit(tx, staffId, 'category.create', `category:${row!.id}`, { after: values });
        await announceCatalogueChange(tx, CONSOLE_EDIT);
        return { id: row!.id, slug: row!.slug, touched: { courseNames: [], everything: true } };
      }
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound('No such category');
      await tx.update(categories).set(values).where(eq(categories.id, id));
      // The name is in each of its courses' breadcrumbs, in both languages.
      const hindiRenamed = values.nameHi !== undefined && before.nameHi !== values.nameHi;
      if (before.name !== values.name || hindiRenamed) await markCoursesChanged(tx, eq(courses.categoryId, id));
      await rememberOldAddress(tx, 'category', id, before.slug, values.slug);
      const { id: _id, ...old } = before;
      await audit(tx, staffId, 'category.update', `category:${id}`, { before: old, after: values });
      await announceCatalogueChange(tx, CONSOLE_EDIT);
      return { id, slug: values.slug, touched: { courseNames: [], everything: true } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Removes an empty category; one that holds courses (archived ones too) must have them moved first. */
export async function deleteCategory(staffId: number, id: number): Promise<{ touched: Touched }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound('No such category');
    const [held] = await tx.select({ n: count() }).from(courses).where(eq(courses.categoryId, id));
    if (held!.n > 0)
      throw conflict(
        `This category holds ${held!.n} ${held!.n === 1 ? 'course' : 'courses'}: move them to another category first`,
      );
    await tx.delete(categories).where(eq(categories.id, id));
    await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, 'category'), eq(slugRedirects.targetId, id)));
    await audit(tx, staffId, 'category.delete', `category:${id}`, { before });
    await announceCatalogueChange(tx, CONSOLE_EDIT);
    return { touched: { courseNames: [], everything: true } };
  });
}
