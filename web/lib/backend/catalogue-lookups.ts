import 'server-only';
import { slugify } from '@/lib/slug';
import { backend } from './index';

// The proxy checks every category and course address before the page is served (so an unknown one is a real 404,
// not a streamed soft 404). Those checks run on every request, in front of pages that are otherwise served from
// memory, so their answers are kept for a short while: a course or category added or removed shows up within
// LOOKUP_TTL_MS. Reviews and other writes never change them.
const LOOKUP_TTL_MS = 30_000;
const MAX_REMEMBERED_COURSES = 20_000;

type Remembered<T> = { value: Promise<T>; until: number };

let categories: Remembered<Set<string>> | undefined;
const courses = new Map<string, Remembered<string | null>>();

function remember<T>(load: () => Promise<T>): Remembered<T> {
  const entry: Remembered<T> = { value: load(), until: Date.now() + LOOKUP_TTL_MS };
  // A failed read is not kept: the next request asks again.
  entry.value.catch(() => {
    entry.until = 0;
  });
  return entry;
}

/** The slugs of every category. */
export function categorySlugs(): Promise<Set<string>> {
  if (!categories || categories.until <= Date.now()) {
    categories = remember(async () => new Set((await backend.categories()).map((c) => slugify(c.category))));
  }
  return categories.value;
}

/** The slug of the category a course belongs to, or null when no course has this slug. */
export function categoryOfCourse(courseSlug: string): Promise<string | null> {
  const known = courses.get(courseSlug);
  if (known && known.until > Date.now()) return known.value;
  // A crowd of made-up addresses must not grow this without bound.
  if (courses.size >= MAX_REMEMBERED_COURSES) courses.clear();
  const entry = remember(async () => {
    const course = await backend.courseBySlug(courseSlug);
    return course ? slugify(course.categoryName) : null;
  });
  courses.set(courseSlug, entry);
  return entry.value;
}
