import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Category, Course, CourseList } from '@/lib/contract';
import { slugify } from '@/lib/slug';
import { notFound } from '@/lib/http/errors';
import type { ListCoursesQuery } from './query-params';
import { averageRating } from './ratings';

const { categories, courses } = tables;

const courseColumns = {
  id: courses.id,
  courseName: courses.courseName,
  courseTitle: courses.courseTitle,
  courseHeading: courses.courseHeading,
  categoryName: categories.name,
  imageURL: courses.imageURL,
  ratingsCount: courses.ratingsCount,
  ratingsTotal: courses.ratingsTotal,
  studentsCount: courses.studentsCount,
  textWhatToLearn: courses.textWhatToLearn,
  metaTitle: courses.metaTitle,
  metaDescription: courses.metaDescription,
  schemaTitle: courses.schemaTitle,
};

type CourseRow = Omit<Course, 'category' | 'courseRating'> & { ratingsTotal: number };
const reshapeCourse = ({ ratingsTotal, ...row }: CourseRow): Course =>
  ({ ...row, courseRating: averageRating(ratingsTotal, row.ratingsCount), category: row.categoryName });

export async function listCategories(): Promise<Category[]> {
  const db = await getDb();
  return db
    .select({ category: categories.name, icon: categories.icon })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function findCategory(name: string) {
  const db = await getDb();
  const [row] = await db.select().from(categories).where(eq(categories.slug, slugify(name))).limit(1);
  return row;
}

/** Escapes LIKE wildcards so a search for "100%" means the text, not a pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCourses(query: ListCoursesQuery): Promise<CourseList> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.filter.categoryName) {
    const category = await findCategory(query.filter.categoryName);
    if (!category) throw notFound(`Category '${query.filter.categoryName}' not found`);
    conditions.push(eq(courses.categoryId, category.id));
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(courses.courseName, pattern), ilike(courses.courseTitle, pattern), ilike(courses.courseHeading, pattern))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  // Deferred join: page through narrow ids on the primary key, then fetch the wide rows of that page only, so a
  // deep page does not sort the whole catalogue's HTML.
  const pageIds = db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(asc(courses.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page_ids');
  const [rows, [total]] = await Promise.all([
    db
      .select(courseColumns)
      .from(pageIds)
      .innerJoin(courses, eq(courses.id, pageIds.id))
      .innerJoin(categories, eq(courses.categoryId, categories.id))
      .orderBy(asc(courses.id)),
    db.select({ value: count() }).from(courses).where(where),
  ]);
  return { courses: rows.map(reshapeCourse), totalCourses: total?.value ?? 0 };
}

export async function allCourses(): Promise<Course[]> {
  const db = await getDb();
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .orderBy(asc(courses.id));
  return rows.map(reshapeCourse);
}

/** Finds a course by any spelling the routes use: its name, its slug, or the name with hyphens for spaces. */
export async function findCourse(nameOrSlug: string) {
  const db = await getDb();
  const [row] = await db.select().from(courses).where(eq(courses.slug, slugify(nameOrSlug))).limit(1);
  return row;
}

/** One course as the lists show it, found by its slug (slugs are unique across categories); null when none. */
export async function courseBySlug(slug: string): Promise<Course | null> {
  const db = await getDb();
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(eq(courses.slug, slugify(slug)))
    .limit(1);
  return row ? reshapeCourse(row) : null;
}

export async function requireCourse(nameOrSlug: string) {
  const course = await findCourse(nameOrSlug);
  if (!course) throw notFound(`Course '${nameOrSlug}' not found`);
  return course;
}

/**
 * The most-enrolled courses, the better rated first among equals: the home page's "Popular courses". Sorted and
 * cut in the database, so the home page reads `limit` rows however large the catalogue grows.
 */
export async function popularCourses(limit: number): Promise<Course[]> {
  const db = await getDb();
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .orderBy(
      desc(courses.studentsCount),
      sql`${courses.ratingsTotal}::float8 / nullif(${courses.ratingsCount}, 0) desc nulls last`,
      asc(courses.id),
    )
    .limit(limit);
  return rows.map(reshapeCourse);
}
