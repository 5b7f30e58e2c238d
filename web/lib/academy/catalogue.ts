import 'server-only';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Category, Course, CourseList, FeeType } from './model';
import { coursePagePath } from '@/lib/page-paths';
import { env } from '@/lib/env';
import { slugify } from '@/lib/slug';
import { notFound } from './errors';
import type { ListCoursesQuery } from './query-params';
import { averageRating } from './ratings';

const { batches, categories, courses, trainerCourses } = tables;

/** Courses on offer: an archived course (issue 29) is in no list, no lookup and no form. */
const live = isNull(courses.archivedAt);

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

/**
 * A search matches a course whose name, title or heading contains the term, in any case: one LIKE over the
 * generated, lower-cased `search_text`, which its trigram index answers (count included) without reading the
 * courses that do not match. A term with a line break could span two of the joined fields, so it must also match
 * within one of them, as it did before the fields were joined.
 */
function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  const joined = sql`${courses.searchText} like lower(${pattern})`;
  if (!search.includes('\n')) return joined;
  return and(joined, or(ilike(courses.courseName, pattern), ilike(courses.courseTitle, pattern), ilike(courses.courseHeading, pattern)))!;
}

/**
 * Best matches first: the name starting with the term, then the name containing it, then the title, then only the
 * heading; within each, shorter names (closer to the term) first, then by id so pages never overlap.
 */
function searchRank(search: string) {
  const term = sql`lower(${search})`;
  return sql<number>`case
    when strpos(lower(${courses.courseName}), ${term}) = 1 then 0
    when strpos(lower(${courses.courseName}), ${term}) > 0 then 1
    when strpos(lower(${courses.courseTitle}), ${term}) > 0 then 2
    else 3 end`;
}

async function categoryCondition(categoryName: string | undefined): Promise<SQL | undefined> {
  if (!categoryName) return undefined;
  const category = await findCategory(categoryName);
  if (!category) throw notFound(`Category '${categoryName}' not found`);
  return eq(courses.categoryId, category.id);
}

/** Which courses a list holds: the REST filter (category, search), and what the GraphQL API adds (fee type, free). */
export type CourseSelection = { categoryName?: string; search: string; feeType?: FeeType; free?: boolean };

/** Courses with at least one batch that passes `condition` (a batch belongs to a course through its trainer). */
const hasBatchWhere = async (condition: SQL) => {
  const db = await getDb();
  return exists(
    db
      .select({ one: sql`1` })
      .from(batches)
      .innerJoin(trainerCourses, eq(batches.trainerCourseId, trainerCourses.id))
      .where(and(eq(trainerCourses.courseId, courses.id), condition)),
  );
};

async function offerConditions(selection: CourseSelection): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (selection.feeType) conditions.push(await hasBatchWhere(eq(batches.feeType, selection.feeType)));
  if (selection.free !== undefined) {
    const freeBatch = await hasBatchWhere(eq(batches.courseType, 'Free'));
    conditions.push(selection.free ? freeBatch : sql`not ${freeBatch}`);
  }
  return conditions;
}

export async function listCourses(query: ListCoursesQuery): Promise<CourseList> {
  return findCourses({ categoryName: query.filter.categoryName, search: query.search }, (query.page - 1) * query.pageSize, query.pageSize);
}

/** `limit` courses of a selection from `offset` on, and how many it holds: searches ranked, other lists in id order. */
export async function findCourses(selection: CourseSelection, offset: number, limit: number): Promise<CourseList> {
  const where = and(live, await categoryCondition(selection.categoryName), ...(await offerConditions(selection)));
  return selection.search ? searchCourses(selection.search, where, offset, limit) : pageCourses(where, offset, limit);
}

/** Paging without a search: in id order, through narrow ids on the primary key. */
async function pageCourses(where: SQL | undefined, offset: number, limit: number): Promise<CourseList> {
  const db = await getDb();
  // Deferred join: page through narrow ids on the primary key, then fetch the wide rows of that page only, so a
  // deep page does not sort the whole catalogue's HTML.
  const pageIds = db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(asc(courses.id))
    .limit(limit)
    .offset(offset)
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

/** A search page, ranked; the matches are counted by the same index scan that ranks them. */
async function searchCourses(search: string, narrower: SQL | undefined, offset: number, limit: number): Promise<CourseList> {
  const db = await getDb();
  const where = and(searchCondition(search), narrower);
  const rank = searchRank(search);
  const nameLength = sql<number>`length(${courses.courseName})`;
  const pageIds = db
    .select({ id: courses.id, rank: rank.as('rank'), nameLength: nameLength.as('name_length'), total: sql<number>`count(*) over ()`.as('total') })
    .from(courses)
    .where(where)
    .orderBy(rank, nameLength, asc(courses.id))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  const rows = await db
    .select({ ...courseColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(courses, eq(courses.id, pageIds.id))
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .orderBy(pageIds.rank, pageIds.nameLength, asc(courses.id));
  // Past the last page there is no row to carry the total: count then (rare, and the same index answers).
  const total = rows.length ? Number(rows[0]!.total) : ((await db.select({ value: count() }).from(courses).where(where))[0]?.value ?? 0);
  return { courses: rows.map(({ total: _total, ...row }) => reshapeCourse(row)), totalCourses: total };
}

export async function allCourses(): Promise<Course[]> {
  const db = await getDb();
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(live)
    .orderBy(asc(courses.id));
  return rows.map(reshapeCourse);
}

/** Finds a course by any spelling the routes use: its name, its slug, or the name with hyphens for spaces. */
export async function findCourse(nameOrSlug: string) {
  const db = await getDb();
  const [row] = await db.select().from(courses).where(and(eq(courses.slug, slugify(nameOrSlug)), live)).limit(1);
  return row;
}

/** One course as the lists show it, found by its slug (slugs are unique across categories); null when none. */
export async function courseBySlug(slug: string): Promise<Course | null> {
  const db = await getDb();
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(and(eq(courses.slug, slugify(slug)), live))
    .limit(1);
  return row ? reshapeCourse(row) : null;
}

/** The courses with these ids, as the lists show them, in one query; unknown ids are left out. */
export async function coursesByIds(ids: readonly number[]): Promise<Course[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(and(inArray(courses.id, [...ids]), live));
  return rows.map(reshapeCourse);
}

/** A course page's full address, for mails that link back to it. */
export async function coursePageUrl(course: { categoryId: number; slug: string }): Promise<string> {
  const db = await getDb();
  const [category] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, course.categoryId));
  return new URL(coursePagePath(category!.slug, course.slug), env.SITE_URL).toString();
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
    .where(live)
    .orderBy(
      desc(courses.studentsCount),
      sql`${courses.ratingsTotal}::float8 / nullif(${courses.ratingsCount}, 0) desc nulls last`,
      asc(courses.id),
    )
    .limit(limit);
  return rows.map(reshapeCourse);
}
