import 'server-only';
import DataLoader from 'dataloader';
import { coursesByIds, courseBySlug, findCourses, listCategories } from '@/lib/academy/catalogue';
import { newestReviews, reviewSummaries, type ReviewPage } from '@/lib/academy/reviews';
import { trainerById, trainersForCourses } from '@/lib/academy/trainers';
import type { Category, Course, ReviewSummary, Trainer, TrainerEntry } from '@/lib/academy/model';
import { isDomainError } from '@/lib/academy/errors';
import { domainRead } from './errors';

/** A loader per page size, made on first use (a query may ask for reviews(first: 5) and reviews(first: 10)). */
function perSize<K, V>(make: (size: number) => DataLoader<K, V>) {
  const loaders = new Map<number, DataLoader<K, V>>();
  return (size: number) => {
    let loader = loaders.get(size);
    if (!loader) loaders.set(size, (loader = make(size)));
    return loader;
  };
}

/**
 * The batched reads of one GraphQL execution: every course's trainers, review summary or first page of reviews that a
 * query asks for is read in one round of queries for all of them, so the database work depends on the query's shape,
 * not on how many courses it lists. Each execution has its own loaders (nothing is shared between requests).
 */
export function createLoaders() {
  const byIds = <V>(read: (ids: readonly number[]) => Promise<Map<number, V>>, missing: V) =>
    new DataLoader<number, V>(async (ids) => {
      const found = await read(ids);
      return ids.map((id) => found.get(id) ?? missing);
    });
  let categories: Promise<Category[]> | undefined;
  return {
    categories: () => (categories ??= domainRead(listCategories)),
    courseById: new DataLoader<number, Course | null>(async (ids) => {
      const found = new Map((await coursesByIds(ids)).map((course) => [course.id, course]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    courseBySlug: new DataLoader<string, Course | null>((slugs) =>
      Promise.all(slugs.map((slug) => courseBySlug(slug))),
    ),
    trainersOfCourse: byIds<TrainerEntry[]>(trainersForCourses, []),
    reviewSummary: byIds<ReviewSummary[number] | null>(reviewSummaries, null),
    newestReviews: perSize((first) =>
      byIds<ReviewPage>((ids) => newestReviews(ids, first), { reviews: [], hasNextPage: false }),
    ),
    /** The first `size` courses of a category, by the category's name. */
    categoryCourses: perSize(
      (size) =>
        new DataLoader<string, Course[]>((names) =>
          Promise.all(
            names.map(
              async (categoryName) =>
                (await domainRead(() => findCourses({ categoryName, search: '' }, 0, size))).courses,
            ),
          ),
        ),
    ),
    trainer: new DataLoader<number, Trainer | null>((ids) =>
      Promise.all(
        ids.map((id) =>
          trainerById(id).catch((error: unknown) => (isDomainError(error, 'not-found') ? null : Promise.reject(error))),
        ),
      ),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
