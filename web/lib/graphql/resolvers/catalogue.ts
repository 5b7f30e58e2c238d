import 'server-only';
import { z } from 'zod';
import { findCourses, type CourseSelection } from '@/lib/academy/catalogue';
import { sanitizeCourseHtml } from '@/lib/academy/course-html';
import { reviewsAfter, type ReviewPage } from '@/lib/academy/reviews';
import { courseFilterSchema, listCoursesQuery } from '@/lib/academy/query-params';
import { badTextProblem } from '@/lib/academy/text';
import { backendTags, listTags } from '@/lib/backend/cache-tags';
import { contentTags, getSearchSynonyms } from '@/lib/content';
import type {
  Batch,
  Category,
  Course,
  FeeType,
  Review,
  ReviewSummary,
  Timing,
  TrainerDetails,
} from '@/lib/academy/model';
import { languagesOf, timingLabel } from '@/lib/pricing';
import { optionWording } from '@/lib/price-words';
import { categoryPath, coursePath } from '@/lib/routes/pages';
import { slugify } from '@/lib/slug';
import type { GraphQLContext } from '../context';
import { offsetAfter, offsetCursor, reviewAfter, reviewCursor } from '../cursors';
import { badInput, domainRead } from '../errors';

/** The most items one list field answers; bigger pages are refused, not cut, so a client never misses rows. */
export const MAX_FIRST = 50;

function pageSize(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 0 || size > MAX_FIRST) throw badInput(`first must be from 0 to ${MAX_FIRST}`);
  return size;
}

type CourseFilter = {
  category?: string | null;
  search?: string | null;
  feeType?: FeeType | null;
  free?: boolean | null;
};

/** The REST API's rules for a search and a category name (lib/academy/query-params.ts), on the GraphQL filter. */
const textFilter = z.object({ search: listCoursesQuery.shape.search, filter: courseFilterSchema });

function selectionOf(filter: CourseFilter | null | undefined): CourseSelection {
  const category = filter?.category?.trim();
  const parsed = textFilter.safeParse({
    search: filter?.search ?? '',
    filter: category ? { categoryName: category } : {},
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(`${issue.path.at(-1) === 'categoryName' ? 'category' : 'search'}: ${issue.message}`);
  }
  return {
    categoryName: parsed.data.filter.categoryName,
    search: parsed.data.search,
    feeType: filter?.feeType ?? undefined,
    free: filter?.free ?? undefined,
  };
}

/** A trainer as GraphQL shows them, from a trainer entry's details. */
export type TrainerModel = { id: number; details: TrainerDetails };
/** One trainer's offer of one course. */
export type TrainerCourseModel = {
  trainer: TrainerModel;
  courseId: number;
  description: string | null;
  batches: Batch[];
};

const connection = <T>(
  items: T[],
  cursor: (item: T, index: number) => string,
  hasNextPage: boolean,
  totalCount: number,
) => {
  const edges = items.map((node, index) => ({ cursor: cursor(node, index), node }));
  return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
};

/** Marks the answer as built on these courses: a review of any of them refreshes it. */
const sawCourses = (context: GraphQLContext, courses: readonly Course[]) => {
  context.tag(...listTags(courses));
  return courses;
};

const sawCourse = (context: GraphQLContext, course: Course | null) => {
  context.tag(backendTags.all, ...(course ? [backendTags.course(course.courseName)] : []));
  return course;
};

async function reviewPage(
  course: Course,
  first: number,
  after: string | null | undefined,
  context: GraphQLContext,
): Promise<ReviewPage> {
  const afterId = reviewAfter(after);
  if (afterId === undefined) return context.loaders.newestReviews(first).load(course.id);
  return reviewsAfter(course.id, afterId, first);
}

export const catalogueResolvers = {
  Query: {
    categories: async (_: unknown, __: unknown, context: GraphQLContext) => {
      context.tag(backendTags.all, backendTags.catalogue);
      return context.loaders.categories();
    },
    courses: async (
      _: unknown,
      args: { filter?: CourseFilter | null; first?: number | null; after?: string | null },
      context: GraphQLContext,
    ) => {
      const size = pageSize(args.first, 20);
      const offset = offsetAfter(args.after);
      const selection = selectionOf(args.filter);
      if (selection.search) {
        // Marketing's synonyms change what a search finds: publishing them refreshes the answer.
        context.tag(contentTags.searchSynonyms);
        selection.synonyms = await getSearchSynonyms();
      }
      const list = await domainRead(() => findCourses(selection, offset, size));
      sawCourses(context, list.courses);
      return connection(
        list.courses,
        (_, i) => offsetCursor(offset + i + 1),
        offset + list.courses.length < list.totalCourses,
        list.totalCourses,
      );
    },
    course: async (_: unknown, { slug }: { slug: string }, context: GraphQLContext) => {
      if (badTextProblem(slug) || slug.length > 200) throw badInput('slug is not a course slug');
      // An unknown slug is tagged too: the course may be seeded later.
      context.tag(backendTags.all, backendTags.course(slug));
      return sawCourse(context, await context.loaders.courseBySlug.load(slugify(slug)));
    },
    trainer: async (_: unknown, { id }: { id: number }, context: GraphQLContext): Promise<TrainerModel | null> => {
      context.tag(backendTags.all);
      const trainer = id > 0 ? await context.loaders.trainer.load(id) : null;
      return trainer ? { id, details: trainer.trainerDetails } : null;
    },
  },
  Category: {
    name: (c: { category: string }) => c.category,
    slug: (c: { category: string }) => slugify(c.category),
    path: (c: { category: string }) => categoryPath(c.category),
    hindiName: (c: Category) => c.hindi?.category ?? null,
  },
  Course: {
    slug: (c: Course) => slugify(c.courseName),
    name: (c: Course) => c.courseName,
    title: (c: Course) => c.courseTitle,
    heading: (c: Course) => c.courseHeading,
    category: async (c: Course, _: unknown, context: GraphQLContext) => {
      const categories = await context.loaders.categories();
      return (
        categories.find((category) => slugify(category.category) === slugify(c.categoryName)) ?? {
          category: c.categoryName,
          icon: '',
        }
      );
    },
    path: (c: Course) => coursePath(c.categoryName, c.courseName),
    imageUrl: (c: Course) => c.imageURL ?? null,
    rating: (c: Course) => c.courseRating,
    whatYouLearnHtml: (c: Course) => sanitizeCourseHtml(c.textWhatToLearn),
    trainers: async (c: Course, _: unknown, context: GraphQLContext): Promise<TrainerCourseModel[]> =>
      (await context.loaders.trainersOfCourse.load(c.id)).map((entry) => ({
        trainer: { id: entry.id, details: entry.trainerDetails },
        courseId: c.id,
        description: entry.trainerDetails.trainerCourseDescription,
        batches: entry.courses[0]?.batches ?? [],
      })),
    reviews: async (c: Course, args: { first?: number | null; after?: string | null }, context: GraphQLContext) => {
      const first = pageSize(args.first, 10);
      const page = await reviewPage(c, first, args.after, context);
      return connection(page.reviews, (review) => reviewCursor(review.id), page.hasNextPage, c.ratingsCount);
    },
    reviewSummary: async (c: Course, _: unknown, context: GraphQLContext) => {
      const summary = await context.loaders.reviewSummary.load(c.id);
      return { summary, ratingsCount: c.ratingsCount };
    },
    related: async (c: Course, args: { first?: number | null }, context: GraphQLContext) => {
      const first = pageSize(args.first, 8);
      const courses = await context.loaders.categoryCourses(first + 1).load(c.categoryName);
      return sawCourses(context, courses.filter((other) => other.id !== c.id).slice(0, first));
    },
    hindi: ({ hindi = {} }: Course) => ({
      title: hindi.courseTitle ?? null,
      heading: hindi.courseHeading ?? null,
      whatYouLearnHtml: hindi.textWhatToLearn ? sanitizeCourseHtml(hindi.textWhatToLearn) : null,
      metaTitle: hindi.metaTitle ?? null,
      metaDescription: hindi.metaDescription ?? null,
    }),
  },
  Trainer: {
    name: (t: TrainerModel) => t.details.trainerName,
    imageUrl: (t: TrainerModel) => t.details.trainerImage,
    languages: (t: TrainerModel) => languagesOf(t.details.language) ?? [],
    hindiName: (t: TrainerModel) => t.details.hindi?.trainerName ?? null,
    courses: async (t: TrainerModel, _: unknown, context: GraphQLContext): Promise<TrainerCourseModel[]> => {
      const trainer = await context.loaders.trainer.load(t.id);
      return (trainer?.courses ?? []).map((entry) => ({
        trainer: t,
        courseId: entry.courseDetails.id,
        description: entry.batches[0]?.trainerCourseDescription ?? null,
        batches: entry.batches,
      }));
    },
  },
  TrainerCourse: {
    course: async (tc: TrainerCourseModel, _: unknown, context: GraphQLContext) =>
      sawCourse(context, await context.loaders.courseById.load(tc.courseId)),
  },
  Batch: {
    id: (b: Batch) => b.batchId,
    sessions: (b: Batch) =>
      b.sessions.map((session) => ({
        ...session,
        display: optionWording(session, b.feeType),
      })),
  },
  Timing: {
    label: (t: Timing) => timingLabel(t),
  },
  Review: {
    rating: (r: Review) => r.ratings,
    text: (r: Review) => r.reviewDescription,
    photoUrl: (r: Review) => r.imageOfStudent,
  },
  ReviewSummary: {
    averageRating: ({ summary }: { summary: ReviewSummary[number] | null }) => summary?.averageRating ?? 0,
    stars: ({ summary }: { summary: ReviewSummary[number] | null }) =>
      ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, percentage: summary?.[`percentageRating${stars}`] ?? 0 })),
  },
};
