import 'server-only';
import { slugify } from '@/lib/slug';
import { backend } from '@/lib/backend';

// The proxy checks every category and course address before the page is served (so an unknown one is a real 404,
// not a streamed soft 404). Those checks run on every request, in front of pages that are otherwise served from
// memory, so their answers are kept for a short while: a course or category added or removed shows up within
// LOOKUP_TTL_MS, or at once when a seed announces it (catalogue-changes.ts). Reviews and other writes never change
// them.
const LOOKUP_TTL_MS = 30_000;
const MAX_REMEMBERED_COURSES = 20_000;

type Remembered<T> = { value: Promise<T>; until: number };

// On globalThis: the proxy and the code that forgets them are bundled apart, and must share one memory.
type Lookups = { categories?: Remembered<Set<string>>; courses: Map<string, Remembered<string | null>> };
const holder = globalThis as typeof globalThis & { __academyLookups?: Lookups };
const lookups: Lookups = (holder.__academyLookups ??= { courses: new Map() });
const { courses } = lookups;

/** Drops every remembered answer: the catalogue was changed from outside the app. */
export function forgetCatalogueLookups() {
  lookups.categories = undefined;
  courses.clear();
}

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
  if (!lookups.categories || lookups.categories.until <= Date.now()) {
    lookups.categories = remember(async () => new Set((await backend.categories()).map((c) => slugify(c.category))));
  }
  return lookups.categories.value;
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
