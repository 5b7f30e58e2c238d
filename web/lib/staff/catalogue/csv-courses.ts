import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { sanitizeCourseHtml } from '@/lib/academy/course-html';
import { tables, type Tx } from '@/lib/db';
import { slugify } from '@/lib/slug';
import { insertInChunks, selectInChunks } from './csv-chunks';
import type { ImportPlan } from './csv-plan';
import type { CourseRowValue } from './csv-rows';
import type { ImportError } from './csv-table';
import { touching } from './touched';

const { categories, courses, slugRedirects } = tables;

export const COURSE_TAKEN = 'A course with this name already exists';

/**
 * A courses file adds courses only: each row's category must exist (by name, any case) and its name must give an
 * address no course has, nor an earlier row. Two imports of the same names at once cannot both commit: the unique
 * slug index stops the second (the caller answers 409).
 */
export async function planCourses(tx: Tx, rows: CourseRowValue[], lock: boolean): Promise<ImportPlan> {
  const known = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(known.map((c) => [c.slug, c.id]));
  const taken = new Set(
    (
      await selectInChunks(
        rows.map((r) => r.slug),
        (piece) => tx.select({ slug: courses.slug }).from(courses).where(inArray(courses.slug, piece)),
      )
    ).map((c) => c.slug),
  );
  const errors: ImportError[] = [];
  const firstLine = new Map<string, number>();
  const planned: (CourseRowValue & { categoryId: number })[] = [];
  for (const row of rows) {
    const categoryId = categoryIds.get(slugify(row.category));
    if (categoryId === undefined)
      errors.push({ line: row.line, column: 'category', message: `No category is named "${row.category}"` });
    const earlier = firstLine.get(row.slug);
    if (taken.has(row.slug)) errors.push({ line: row.line, column: 'courseName', message: COURSE_TAKEN });
    else if (earlier !== undefined)
      errors.push({ line: row.line, column: 'courseName', message: `${COURSE_TAKEN} (line ${earlier} of the file)` });
    else firstLine.set(row.slug, row.line);
    if (categoryId !== undefined) planned.push({ ...row, categoryId });
  }
  // The categories the rows use stay as they are until the courses in them are committed.
  const used = [...new Set(planned.map((p) => p.categoryId))];
  if (lock && used.length)
    await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, used)).for('share');

  return {
    errors,
    creates: { courses: planned.length },
    write: async (writer) => {
      const values = planned.map(({ course, categoryId, slug }) => ({
        ...course,
        categoryId,
        slug,
        imageURL: course.imageURL || null,
        textWhatToLearn: sanitizeCourseHtml(course.textWhatToLearn),
        textWhatToLearnHi: sanitizeCourseHtml(course.textWhatToLearnHi ?? ''),
      }));
      const ids = await insertInChunks(values, (piece) =>
        writer.insert(courses).values(piece).returning({ id: courses.id }),
      );
      // A new course takes back an address a renamed course left: that address now shows the new course.
      await selectInChunks(
        values.map((v) => v.slug),
        (piece) =>
          writer
            .delete(slugRedirects)
            .where(and(eq(slugRedirects.kind, 'course'), inArray(slugRedirects.oldSlug, piece)))
            .returning({ slug: slugRedirects.oldSlug }),
      );
      return { ids: ids.map((row) => row.id), touched: touching(...values.map((v) => v.courseName)) };
    },
  };
}
