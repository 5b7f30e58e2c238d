import 'server-only';
import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { Category, Course, CourseList, FeeType } from './model';
import { coursePagePath } from '@/lib/page-paths';
import { env } from '@/lib/env';
import { slugify } from '@/lib/slug';
import { notFound } from './errors';
import { onOffer } from './on-offer';
import type { ListCoursesQuery } from './query-params';
import { averageRating } from './ratings';
import { hasFilters, NO_FILTERS, type CourseFilters, type CourseSort } from './search/course-filters';
import { filterCourses } from './search/course-offers';
import { rankSearch, spellingSuggestion, synonymTable, type RankedMatch, type SearchSynonym } from './search/match';
import { currentIndexVersion, indexAtVersion, indexVersionColumn, keptCourseIndex } from './search/search-index';
import { defaultLocale, localizedPath, type Locale } from '@/lib/i18n/locales';

const { batches, categories, courses, trainerCourses } = tables;

/** Courses on offer (on-offer.ts): a draft or an archived course is in no list, no lookup and no form. */
const live = onOffer;

/** The better rated first; a course nobody rated yet after every rated one. */
const byRating = sql`${courses.ratingsTotal}::float8 / nullif(${courses.ratingsCount}, 0) desc nulls last`;

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
  updatedAt: courses.updatedAt,
  /** Under the contract's names; '' where none is written. */
  hindi: {
    courseTitle: courses.courseTitleHi,
    courseHeading: courses.courseHeadingHi,
    textWhatToLearn: courses.textWhatToLearnHi,
    metaTitle: courses.metaTitleHi,
    metaDescription: courses.metaDescriptionHi,
    categoryName: categories.nameHi,
  },
};

type CourseRow = Omit<Course, 'category' | 'courseRating' | 'updatedAt' | 'hindi'> & {
  ratingsTotal: number;
  updatedAt: Date;
  hindi: Record<keyof NonNullable<Course['hindi']>, string>;
};

/** A row as the contract's course: the Hindi texts that were written, and no `hindi` at all when none was. */
const reshapeCourse = ({ ratingsTotal, updatedAt, hindi, ...row }: CourseRow): Course => {
  const course: Course = {
    ...row,
    courseRating: averageRating(ratingsTotal, row.ratingsCount),
    category: row.categoryName,
    updatedAt: updatedAt.toISOString(),
  };
  const written = Object.entries(hindi).filter(([, text]) => text !== '');
  return written.length > 0 ? { ...course, hindi: Object.fromEntries(written) } : course;
};

export async function listCategories(): Promise<Category[]> {
  const db = await getDb();
  const rows = await db
    .select({ category: categories.name, icon: categories.icon, nameHi: categories.nameHi })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map(({ nameHi, ...category }) => (nameHi ? { ...category, hindi: { category: nameHi } } : category));
}

export async function findCategory(name: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(categories)
    .where(eq(categories.slug, slugify(name)))
    .limit(1);
  return row;
}

/** The category's id, or null for none; a name that is no category is a 404. */
async function categoryId(categoryName: string | undefined): Promise<number | null> {
  if (!categoryName) return null;
  const category = await findCategory(categoryName);
  if (!category) throw notFound(`Category '${categoryName}' not found`);
  return category.id;
}

/**
 * Which courses a list holds: the REST filter (category, search), what the GraphQL API adds (fee type, free), and
 * the catalogue's filters and sort (issue 31), with the counts per filter value when `withCounts`. `synonyms` are
 * marketing's search synonyms (the content's document), which the callers read and pass on.
 */
export type CourseSelection = {
  categoryName?: string;
  search: string;
  feeType?: FeeType;
  free?: boolean;
  synonyms?: readonly SearchSynonym[];
  filters?: CourseFilters;
  sort?: CourseSort;
  withCounts?: boolean;
};

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

export async function listCourses(
  query: ListCoursesQuery,
  synonyms: readonly SearchSynonym[] = [],
): Promise<CourseList> {
  const { categoryName, ...filters } = query.filter;
  const selection = {
    categoryName,
    search: query.search,
    synonyms,
    filters,
    sort: query.sort,
    withCounts: query.facets,
  };
  return findCourses(selection, (query.page - 1) * query.pageSize, query.pageSize);
}

/**
 * `limit` courses of a selection from `offset` on, and how many it holds: a search, filters or another order go
 * through the in-memory index; the plain list is paged in id order by the database.
 */
export async function findCourses(selection: CourseSelection, offset: number, limit: number): Promise<CourseList> {
  const category = await categoryId(selection.categoryName);
  const where = and(
    live,
    category === null ? undefined : eq(courses.categoryId, category),
    ...(await offerConditions(selection)),
  );
  const indexed =
    selection.search ||
    selection.withCounts ||
    (selection.sort ?? 'relevance') !== 'relevance' ||
    hasFilters(selection.filters ?? NO_FILTERS);
  return indexed ? indexedCourses(selection, category, where, offset, limit) : pageCourses(where, offset, limit);
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

/** Memo of the last synonyms seen: the content read gives a fresh copy of the same document each time. */
let lastSynonyms: { key: string; table: ReturnType<typeof synonymTable> } | undefined;
function synonymsOf(synonyms: readonly SearchSynonym[]) {
  const key = JSON.stringify(synonyms);
  if (lastSynonyms?.key !== key) lastSynonyms = { key, table: synonymTable(synonyms) };
  return lastSynonyms.table;
}

type RankedPage = { rows: CourseRow[]; total: number; version: number };

/**
 * A page of ranked matches: the courses the category and offer filters allow, equal ranks by rating, counted, with
 * the search_index_version the statement's snapshot saw. The ranks travel as two array literals, whatever their
 * length, so the statement is the same for every query. Deferred join, as for paging: the page is chosen on narrow
 * rows, and only its courses' wide columns (the HTML of what they teach) are read.
 */
async function rankedPage(
  matches: RankedMatch[],
  narrower: SQL | undefined,
  offset: number,
  limit: number,
): Promise<RankedPage> {
  const db = await getDb();
  const ranked = db
    .select({ id: sql<number>`m.id`.as('match_id'), rank: sql<number>`m.rank`.as('match_rank') })
    .from(
      sql`unnest(${`{${matches.map((m) => m.id)}}`}::int[], ${`{${matches.map((m) => m.rank)}}`}::int[]) as m(id, rank)`,
    )
    .as('ranked');
  const order = [ranked.rank, byRating, asc(courses.id)];
  const pageIds = db
    .select({
      id: courses.id,
      place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
      total: sql<number>`count(*) over ()`.as('total'),
      version: indexVersionColumn.as('version'),
    })
    .from(ranked)
    .innerJoin(courses, eq(courses.id, ranked.id))
    .where(and(live, narrower))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  const rows = await db
    .select({ ...courseColumns, total: pageIds.total, version: pageIds.version })
    .from(pageIds)
    .innerJoin(courses, eq(courses.id, pageIds.id))
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .orderBy(pageIds.place);
  if (rows.length > 0) {
    return {
      rows: rows.map(({ total: _total, version: _version, ...row }) => row),
      total: Number(rows[0]!.total),
      version: Number(rows[0]!.version),
    };
  }
  // Past the last page there is no row to carry the total: count then (rare).
  const [counted] = await db
    .select({ value: count(), version: indexVersionColumn })
    .from(ranked)
    .innerJoin(courses, eq(courses.id, ranked.id))
    .where(and(live, narrower));
  return { rows: [], total: counted?.value ?? 0, version: Number(counted?.version ?? -1) };
}

/**
 * A searched, filtered or sorted page (issue 31): the in-memory index ranks the matches and applies the filters
 * (lib/academy/search), one statement fetches the page. When that statement saw a newer catalogue than the index (a
 * course or batch was added, changed or archived since), the index is read again and the list is made once more
 * on it. A search that matched nothing says what it may have meant (`didYouMean`), when that finds courses.
 */
async function indexedCourses(
  selection: CourseSelection,
  category: number | null,
  narrower: SQL | undefined,
  offset: number,
  limit: number,
): Promise<CourseList> {
  const synonyms = synonymsOf(selection.synonyms ?? []);
  const { filters = NO_FILTERS, sort = 'relevance', withCounts = false } = selection;
  let kept = await keptCourseIndex();
  for (let attempt = 0; ; attempt++) {
    const matches = selection.search ? rankSearch(kept, selection.search, synonyms) : null;
    const chosen = filterCourses(kept.offers, matches, category, filters, sort, withCounts);
    const page =
      chosen.kept.length > 0
        ? await rankedPage(chosen.kept, narrower, offset, limit)
        : { rows: [], total: 0, version: await currentIndexVersion() };
    if (page.version <= kept.version || attempt > 0) {
      const list: CourseList = { courses: page.rows.map(reshapeCourse), totalCourses: page.total };
      if (chosen.counts) list.facets = chosen.counts;
      const didYouMean = matches?.length === 0 ? spellingSuggestion(kept.index, selection.search, synonyms) : null;
      return didYouMean ? { ...list, didYouMean } : list;
    }
    kept = await indexAtVersion(page.version);
  }
}

/**
 * Courses on offer as the lists show them: those that also pass `where`, in `orderBy`, at most `limit`. The one
 * query behind the whole catalogue, a lookup by slug, by ids and the popular list.
 */
async function liveCourses({
  where,
  orderBy = [],
  limit,
  draftsToo = false,
}: {
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  /** Only for the console's preview, which shows a draft as its page will look. */
  draftsToo?: boolean;
} = {}): Promise<Course[]> {
  const db = await getDb();
  const query = db
    .select(courseColumns)
    .from(courses)
    .innerJoin(categories, eq(courses.categoryId, categories.id))
    .where(draftsToo ? where : and(live, where))
    .orderBy(...orderBy)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(reshapeCourse);
}

export async function allCourses(): Promise<Course[]> {
  return liveCourses({ orderBy: [asc(courses.id)] });
}

/** Finds a course by any spelling the routes use: its name, its slug, or the name with hyphens for spaces. */
export async function findCourse(nameOrSlug: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slugify(nameOrSlug)), live))
    .limit(1);
  return row;
}

/** One course as the lists show it, found by its slug (slugs are unique across categories); null when none. */
export async function courseBySlug(slug: string): Promise<Course | null> {
  const [course] = await liveCourses({ where: eq(courses.slug, slugify(slug)), limit: 1 });
  return course ?? null;
}

/** One course by id as the lists would show it, a draft or an archived course too: the console's preview (issue 52). */
export async function courseForPreview(id: number): Promise<Course | null> {
  const [course] = await liveCourses({ where: eq(courses.id, id), limit: 1, draftsToo: true });
  return course ?? null;
}

/** The courses with these ids, as the lists show them, in one query; unknown ids are left out. */
export async function coursesByIds(ids: readonly number[]): Promise<Course[]> {
  if (ids.length === 0) return [];
  return liveCourses({ where: inArray(courses.id, [...ids]) });
}

/** A course page's full address, for mails that link back to it. */
export async function coursePageUrl(
  course: { categoryId: number; slug: string },
  locale: Locale = defaultLocale,
): Promise<string> {
  const db = await getDb();
  const [category] = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.id, course.categoryId));
  return new URL(localizedPath(locale, coursePagePath(category!.slug, course.slug)), env.SITE_URL).toString();
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
  return liveCourses({ orderBy: [desc(courses.studentsCount), byRating, asc(courses.id)], limit });
}
