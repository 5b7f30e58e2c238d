import { describe, expect, it } from 'vitest';
import { coursesSchema } from '@/lib/contract';
import { PAID_COURSE_FEE_COURSE, PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { coursePath } from '@/lib/routes/pages';
import { api } from '../http';

// What search engines read in the pages' HTML: the schema.org JSON-LD blocks (the shared server's SITE_URL is
// http://localhost, so every absolute address starts there).

type Ld = Record<string, any>;

async function jsonLdOf(path: string): Promise<{ blocks: Ld[]; html: string }> {
  const { status, text } = await api(path);
  expect(status, path).toBe(200);
  const blocks = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
  return { blocks, html: text };
}

const ofType = (blocks: Ld[], type: string) => {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** The value at a dotted path ('courseSchedule.repeatCount'), undefined when any step is missing. */
const at = (value: Ld, path: string) => path.split('.').reduce<any>((v, key) => v?.[key], value);
const missing = (value: Ld, paths: readonly string[]) =>
  paths.filter((path) => at(value, path) === undefined || at(value, path) === '');

/**
 * Google's "Course info (Course and CourseInstance) structured data": the required and the recommended properties
 * the course page fills from the academy's data. Left out, for want of any data behind them: coursePrerequisites,
 * educationalCredentialAwarded, educationalLevel, financialAidEligible, syllabusSections, video, and an instance's
 * location and start and end dates (the batches are online and open-ended).
 */
const COURSE_REQUIRED = ['name', 'description', 'provider.name', 'offers.category', 'hasCourseInstance'] as const;
const COURSE_RECOMMENDED = [
  'provider.sameAs',
  'offers.price',
  'offers.priceCurrency',
  'image',
  'inLanguage',
  'availableLanguage',
  'aggregateRating.ratingValue',
  'aggregateRating.ratingCount',
  'totalHistoricalEnrollment',
  'review',
] as const;
const INSTANCE_REQUIRED = ['courseMode'] as const;
/** Required of an instance as a schedule (duration, how often and how many times) or, instead, as a workload. */
const INSTANCE_SCHEDULE = [
  'courseSchedule.duration',
  'courseSchedule.repeatFrequency',
  'courseSchedule.repeatCount',
] as const;
const INSTANCE_WORKLOAD = ['courseWorkload'] as const;
const INSTANCE_RECOMMENDED = ['instructor.name', 'instructor.description', 'instructor.image'] as const;

describe('the course page', () => {
  it("carries Google's required and recommended Course properties, from the course's own data", async () => {
    const path = `/course/${PAID_COURSE_FEE_COURSE.categorySlug}/${PAID_COURSE_FEE_COURSE.slug}`;
    const course = ofType((await jsonLdOf(path)).blocks, 'Course');
    expect(missing(course, COURSE_REQUIRED)).toEqual([]);
    expect(missing(course, COURSE_RECOMMENDED)).toEqual([]);
    expect(course.offers).toMatchObject({ category: 'Paid', priceCurrency: 'INR' });
    const instances: Ld[] = course.hasCourseInstance;
    expect(instances.length).toBeGreaterThan(0);
    for (const instance of instances) {
      expect(missing(instance, INSTANCE_REQUIRED)).toEqual([]);
      // A batch whose days are not set cannot say how often it meets: it at least says how long a class lasts.
      expect(at(instance, 'courseSchedule.duration') ?? instance.courseWorkload).toMatch(/^PT\d/);
    }
    expect(
      instances.filter((i) => missing(i, INSTANCE_SCHEDULE).length === 0 || missing(i, INSTANCE_WORKLOAD).length === 0),
    ).not.toEqual([]);
    expect(instances.filter((i) => missing(i, [...INSTANCE_SCHEDULE, ...INSTANCE_WORKLOAD]).length === 0)).not.toEqual(
      [],
    );
    expect(instances.filter((i) => missing(i, INSTANCE_RECOMMENDED).length === 0)).not.toEqual([]);
    for (const url of [course.url, course.image, ...instances.map((i) => i.instructor.image).filter(Boolean)])
      expect(url).toMatch(/^http:\/\/localhost\//);
  });

  it('carries the visible breadcrumb as a BreadcrumbList', async () => {
    const { blocks, html } = await jsonLdOf(`/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`);
    const nav = /<nav aria-label="Breadcrumb">(.*?)<\/nav>/s.exec(html)![1]!;
    const visible = [...nav.matchAll(/<li[^>]*>(?:<a href="([^"]+)">)?([^<]+)/g)].map(([, href, name]) => ({
      href,
      name,
    }));
    expect(visible.map((crumb) => crumb.name)).toEqual(['Home', 'Courses', 'Dance And Music', 'Guitar']);
    const list = ofType(blocks, 'BreadcrumbList');
    expect(list.itemListElement).toEqual(
      visible.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        ...(crumb.href ? { item: `http://localhost${crumb.href}` } : {}),
      })),
    );
  });
});

describe('the list pages', () => {
  const courseLinks = (html: string) =>
    new Set([...html.matchAll(/href="(\/course\/[^/"?]+\/[^/"?]+)"/g)].map((m) => m[1]!));

  it.each([
    ['a category', `/course/${PAID_SESSION_COURSE.categorySlug}`],
    ['the catalogue', '/course'],
    ['a search', '/course?search=guitar'],
  ])('%s carries an ItemList of the course pages it shows: position and address only', async (_, path) => {
    const { blocks, html } = await jsonLdOf(path);
    const list = ofType(blocks, 'ItemList');
    expect(list.itemListElement.length).toBeGreaterThan(0);
    list.itemListElement.forEach((item: Ld, index: number) => {
      expect(Object.keys(item).sort()).toEqual(['@type', 'position', 'url']);
      expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
    });
    const listed = list.itemListElement.map((item: Ld) => new URL(item.url).pathname);
    expect(new Set(listed).size).toBe(listed.length);
    for (const href of listed) expect(courseLinks(html)).toContain(href);
  });

  it("a category's list holds exactly its courses", async () => {
    const { blocks } = await jsonLdOf(`/course/${PAID_SESSION_COURSE.categorySlug}`);
    const courses = coursesSchema
      .parse((await api('/api/course/courses')).body)
      .filter((c) => c.categoryName.toLowerCase() === 'dance and music');
    const listed = ofType(blocks, 'ItemList').itemListElement.map((item: Ld) => new URL(item.url).pathname);
    expect(listed.sort()).toEqual(courses.map((c) => encodeURI(coursePath(c.categoryName, c.courseName))).sort());
  });
});
