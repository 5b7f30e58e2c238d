import 'server-only';
import { slugify } from '@/lib/slug';
import { backend } from '@/lib/backend';
import type { CourseAddress } from '@/lib/academy/addresses';
import { globalSingleton } from '@/lib/global-singletons';

// The proxy checks every category and course address before the page is served (so an unknown one is a real 404,
// not a streamed soft 404). Those checks run on every request, in front of pages that are otherwise served from
// memory, so their answers are kept: a course or category added or removed shows up within LOOKUP_TTL_MS, or at
// once when a seed announces it (catalogue-changes.ts). Reviews and other writes never change them. An answer past
// its time is still given while a fresh one is read in the background, and kept when that read fails (the database
// is away): only the first lookup of an address ever waits on the database.
const LOOKUP_TTL_MS = 30_000;
const MAX_REMEMBERED_COURSES = 20_000;

type Remembered<T> = { value: Promise<T>; until: number; refreshing?: boolean };

// One per process: the proxy and the code that forgets them are bundled apart, and must share one memory.
type Categories = { live: Set<string>; moved: Map<string, string> };
type Lookups = { categories?: Remembered<Categories>; courses: Map<string, Remembered<CourseAddress | null>> };
const lookups: Lookups = globalSingleton('lookups', () => ({ courses: new Map() }));
const { courses } = lookups;

/** Drops every remembered answer: the catalogue was changed from outside the app. */
export function forgetCatalogueLookups() {
  lookups.categories = undefined;
  courses.clear();
}

/** A first answer: a failed read is not kept, the next request asks again. */
function remember<T>(load: () => Promise<T>): Remembered<T> {
  const entry: Remembered<T> = { value: load(), until: Date.now() + LOOKUP_TTL_MS };
  entry.value.catch(() => {
    entry.until = 0;
  });
  return entry;
}

/**
 * The remembered answer, read afresh when there is none or the last read failed; past its time, given as it is
 * while `store` gets the fresh one once read (a failed read leaves it, to be tried again next time).
 */
function lookup<T>(
  entry: Remembered<T> | undefined,
  load: () => Promise<T>,
  store: (fresh: Remembered<T>) => void,
): Promise<T> {
  if (entry && entry.until > Date.now()) return entry.value;
  if (!entry || entry.until === 0) {
    const fresh = remember(load);
    store(fresh);
    return fresh.value;
  }
  if (!entry.refreshing) {
    entry.refreshing = true;
    load().then(
      (value) => store({ value: Promise.resolve(value), until: Date.now() + LOOKUP_TTL_MS }),
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.value;
}

/** Every category's slug, and renamed categories' old slugs with their slug now. */
function categoryAddresses(): Promise<Categories> {
  return lookup(
    lookups.categories,
    async () => {
      const [list, moved] = await Promise.all([backend.categories(), backend.categoryRedirects()]);
      return { live: new Set(list.map((c) => slugify(c.category))), moved };
    },
    (fresh) => {
      lookups.categories = fresh;
    },
  );
}

/** The slugs of every category. */
export async function categorySlugs(): Promise<Set<string>> {
  return (await categoryAddresses()).live;
}

/** Where the old address of a renamed category leads now; undefined when it is no such address. */
export async function movedCategory(slug: string): Promise<string | undefined> {
  return (await categoryAddresses()).moved.get(slug);
}

/** What a course address leads to (lib/academy/addresses.ts), or null when no course ever had it. */
export function courseAtAddress(courseSlug: string): Promise<CourseAddress | null> {
  // A crowd of made-up addresses must not grow this without bound.
  if (courses.size >= MAX_REMEMBERED_COURSES && !courses.has(courseSlug)) courses.clear();
  return lookup(
    courses.get(courseSlug),
    () => backend.courseAddress(courseSlug),
    (fresh) => {
      courses.set(courseSlug, fresh);
    },
  );
}
