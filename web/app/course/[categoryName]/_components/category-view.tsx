import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageShell } from '@/components/ui/page-shell';
import { StatusMessage } from '@/components/ui/status-message';
import { backend, type Course } from '@/lib/backend';
import { slugify, unslugify } from '@/lib/slug';
import { routeSlug } from '@/lib/routes/route-slug';
import { CategoryCourses } from './category-courses';

const FETCH_PAGE_SIZE = 100; // the contract's largest page

/** Spec section 4: the category page loads all of its courses once, then filters on the client. */
async function allCoursesOf(categoryName: string): Promise<Course[]> {
  const courses: Course[] = [];
  for (let page = 1; ; page += 1) {
    const list = await backend.listCourses({ categoryName, page, pageSize: FETCH_PAGE_SIZE });
    courses.push(...list.courses);
    if (list.courses.length < FETCH_PAGE_SIZE || courses.length >= list.totalCourses) return courses;
  }
}

type Loaded = { kind: 'ok'; courses: Course[] } | { kind: 'missing' } | { kind: 'error' };

async function load(slug: string): Promise<Loaded> {
  try {
    const category = (await backend.categories()).find((c) => slugify(c.category) === slug);
    if (!category) return { kind: 'missing' };
    return { kind: 'ok', courses: await allCoursesOf(category.category) };
  } catch (error) {
    console.error(`[category] courses of ${slug} could not be loaded`, error);
    return { kind: 'error' };
  }
}

export async function CategoryView({ params }: { params: Promise<{ categoryName: string }> }) {
  await connection();
  // Slugs match trimmed and case-insensitively (spec section 2); slugify does both.
  const slug = routeSlug((await params).categoryName);
  const result = await load(slug);
  if (result.kind === 'missing') notFound();
  return (
    <PageShell title={unslugify(slug)} lead="Live trainers, flexible batches and a free demo class for every course.">
      {result.kind === 'error' ? (
        <StatusMessage tone="error">Error fetching courses. Please try again later.</StatusMessage>
      ) : (
        <CategoryCourses
          // Only what a card shows crosses to the browser, not each course's long description.
          courses={result.courses.map(({ id, courseName, courseTitle, courseHeading, categoryName, imageURL }) => ({
            id, courseName, courseTitle, courseHeading, categoryName, imageURL,
          }))}
        />
      )}
    </PageShell>
  );
}
