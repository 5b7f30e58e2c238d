import { describe, expect, inject, it } from 'vitest';
import { sanitizeCourseHtml } from '@/lib/academy/course-html';
import {
  categoriesSchema,
  courseListSchema,
  coursesSchema,
  reviewListSchema,
  reviewSummarySchema,
  trainerEntriesSchema,
  trainerSchema,
  type Course,
} from '@/lib/contract';
import { PAID_MONTH_COURSE, PAID_SESSION_COURSE, SEED_COUNTS, TRAINER_WITH_PHOTO } from '@/lib/db/seed/facts';
import { languagesOf, timingLabel } from '@/lib/pricing';
import { optionWording } from '@/lib/price-words';
import { formatRupees } from '@/lib/rupees';
import { slugify } from '@/lib/slug';
import { graphqlData, queryAt } from '../graphql';
import { api } from '../http';

// The GraphQL read API over real HTTP, checked against the REST contract it must agree with: the same courses, in the
// same order, with the same figures, for every query and field.

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
const rest = async <T>(path: string, schema: { parse: (v: unknown) => T }) => {
  const answer = await api(path);
  expect(answer.status, path).toBe(200);
  return schema.parse(answer.body);
};

const COURSE_FIELDS = `
  id slug name title heading path imageUrl rating ratingsCount studentsCount whatYouLearnHtml metaTitle metaDescription schemaTitle
  category { name slug icon path hindiName }
  hindi { title heading whatYouLearnHtml metaTitle metaDescription }
`;

/** What GraphQL must say of a course the REST API lists. */
const expectedCourse = (c: Course) => ({
  id: c.id,
  slug: slugify(c.courseName),
  name: c.courseName,
  title: c.courseTitle,
  heading: c.courseHeading,
  path: `/course/${slugify(c.categoryName)}/${slugify(c.courseName)}`,
  imageUrl: c.imageURL ?? null,
  rating: c.courseRating,
  ratingsCount: c.ratingsCount,
  studentsCount: c.studentsCount,
  whatYouLearnHtml: sanitizeCourseHtml(c.textWhatToLearn),
  metaTitle: c.metaTitle,
  metaDescription: c.metaDescription,
  schemaTitle: c.schemaTitle,
  category: expect.objectContaining({ hindiName: c.hindi?.categoryName ?? null }),
  hindi: {
    title: c.hindi?.courseTitle ?? null,
    heading: c.hindi?.courseHeading ?? null,
    whatYouLearnHtml: c.hindi?.textWhatToLearn ? sanitizeCourseHtml(c.hindi.textWhatToLearn) : null,
    metaTitle: c.hindi?.metaTitle ?? null,
    metaDescription: c.hindi?.metaDescription ?? null,
  },
});

async function allPages(first: number, courseFilter: object = {}) {
  const pages: {
    edges: { cursor: string; node: any }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  }[] = [];
  let after: string | null = null;
  do {
    const data: any = await graphqlData(
      `query Page($first: Int, $after: String, $filter: CourseFilter) {
        courses(first: $first, after: $after, filter: $filter) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${COURSE_FIELDS} } } }
      }`,
      { first, after, filter: courseFilter },
    );
    pages.push(data.courses);
    after = data.courses.pageInfo.hasNextPage ? data.courses.pageInfo.endCursor : null;
  } while (after && pages.length < 100);
  return pages;
}

describe('GraphQL catalogue', () => {
  it('lists the categories as getCategories does', async () => {
    const expected = await rest('/api/category/getCategories', categoriesSchema);
    const { categories } = await graphqlData('{ categories { name slug icon path hindiName } }');
    expect(categories).toEqual(
      expected.map((c) => ({
        name: c.category,
        slug: slugify(c.category),
        icon: c.icon,
        path: `/course/${slugify(c.category)}`,
        hindiName: c.hindi?.category ?? null,
      })),
    );
    // The demo catalogue names every category in Hindi (issue 33).
    expect(categories.every((c: { hindiName: string | null }) => /[\u0900-\u097f]/.test(c.hindiName ?? ''))).toBe(true);
  });

  it('pages through every course with cursors: the REST order, each once, every field as REST gives it', async () => {
    const expected = await rest('/api/course/courses', coursesSchema);
    const pages = await allPages(20);
    expect(pages.length).toBe(Math.ceil(SEED_COUNTS.courses / 20));
    expect(pages.every((page) => page.totalCount === SEED_COUNTS.courses)).toBe(true);
    expect(pages.map((page) => page.pageInfo.hasNextPage)).toEqual(pages.map((_, i) => i < pages.length - 1));
    const nodes = pages.flatMap((page) => page.edges.map((edge) => edge.node));
    expect(nodes.map((n) => n.id)).toEqual(expected.map((c) => c.id));
    for (const course of expected) {
      const node = nodes.find((n) => n.id === course.id);
      expect(node).toMatchObject(expectedCourse(course));
      expect(node.category.name).toBe(course.categoryName);
    }
    // Courses with Hindi texts and without: the seed writes Hindi for a few (Yoga's What you learn too).
    const yoga = nodes.find((n) => n.name === 'Yoga');
    expect(yoga.hindi.heading).toMatch(/[\u0900-\u097f]/);
    expect(yoga.hindi.whatYouLearnHtml).toContain('<li>');
    expect(nodes.some((n) => n.hindi.title === null)).toBe(true);
    // A cursor from the middle of a page goes on right after that course.
    const middle = pages[0]!.edges[4]!;
    const next: any = await graphqlData(
      'query($after: String) { courses(first: 3, after: $after) { edges { node { id } } } }',
      { after: middle.cursor },
    );
    expect(next.courses.edges.map((e: any) => e.node.id)).toEqual(expected.slice(5, 8).map((c) => c.id));
  });

  it('filters by category and search as listCourses does, best match first', async () => {
    for (const [courseFilter, query] of [
      [{ category: 'dance-and-music' }, `filter=${filter({ categoryName: 'dance-and-music' })}`],
      [{ search: 'paint' }, `filter=${filter({})}&search=paint`],
      [{ search: 'painting', category: 'Arts' }, `filter=${filter({ categoryName: 'Arts' })}&search=painting`],
    ] as const) {
      const expected = await rest(`/api/course/listCourses?${query}&pageSize=100`, courseListSchema);
      expect(expected.courses.length).toBeGreaterThan(0);
      const pages = await allPages(7, courseFilter);
      expect(pages[0]!.totalCount).toBe(expected.totalCourses);
      expect(pages.flatMap((p) => p.edges.map((e) => e.node.name))).toEqual(expected.courses.map((c) => c.courseName));
    }
  });

  it('filters by fee type and free batches, from the courses\u2019 own batches', async () => {
    const query = `query($filter: CourseFilter, $after: String) {
      courses(first: 50, filter: $filter, after: $after) { edges { cursor node { name trainers { batches { courseType feeType } } } } }
    }`;
    const firstPage: any = await graphqlData(query);
    const secondPage: any = await graphqlData(query, { after: firstPage.courses.edges.at(-1).cursor });
    const all = [...firstPage.courses.edges, ...secondPage.courses.edges].map((e: any) => e.node);
    expect(all).toHaveLength(SEED_COUNTS.courses);
    const batchesOf = (node: any) => node.trainers.flatMap((t: any) => t.batches);
    const names = (pred: (node: any) => boolean) => all.filter(pred).map((n: any) => n.name);
    const cases = [
      [{ feeType: 'Month' }, (n: any) => batchesOf(n).some((b: any) => b.feeType === 'Month')],
      [{ free: true }, (n: any) => batchesOf(n).some((b: any) => b.courseType === 'Free')],
      [{ free: false }, (n: any) => !batchesOf(n).some((b: any) => b.courseType === 'Free')],
      [
        { free: false, feeType: 'Course' },
        (n: any) =>
          !batchesOf(n).some((b: any) => b.courseType === 'Free') &&
          batchesOf(n).some((b: any) => b.feeType === 'Course'),
      ],
    ] as const;
    for (const [courseFilter, pred] of cases) {
      const expected = names(pred);
      expect(expected.length, JSON.stringify(courseFilter)).toBeGreaterThan(0);
      const data: any = await graphqlData(query, { filter: courseFilter });
      expect(
        data.courses.edges.map((e: any) => e.node.name),
        JSON.stringify(courseFilter),
      ).toEqual(expected);
    }
    expect(names((n) => batchesOf(n).some((b: any) => b.feeType === 'Month'))).toContain(PAID_MONTH_COURSE.courseName);
  });

  it('answers one course as the REST calls of its page do: course, trainers, reviews, summary, related', async () => {
    const { courseName, slug } = PAID_SESSION_COURSE;
    const course = (await rest('/api/course/courses', coursesSchema)).find((c) => c.courseName === courseName)!;
    const [trainers, { reviews }, [summary], related] = await Promise.all([
      rest(`/api/current/getTrainers/${courseName}`, trainerEntriesSchema),
      rest(`/api/reviews/listReviews?filter=${filter({ courseName })}`, reviewListSchema),
      rest(`/api/reviews/totalandavgcourse/${courseName}`, reviewSummarySchema),
      rest(
        `/api/course/listCourses?filter=${filter({ categoryName: course.categoryName })}&page=1&pageSize=9`,
        courseListSchema,
      ),
    ]);
    const data: any = await graphqlData(
      `query Course($slug: String!) { course(slug: $slug) { ${COURSE_FIELDS}
        trainers { description trainer { id name imageUrl languages hindiName } course { id }
          batches { id days courseType feeType demoLink timings { from to label } sessions { name price originalPrice sessionsCount display } } }
        reviewSummary { averageRating ratingsCount stars { stars percentage } }
        reviews(first: 50) { totalCount edges { node { id studentName rating text photoUrl createdAt } } }
        related { id name }
      } }`,
      { slug },
    );
    expect(data.course).toMatchObject(expectedCourse(course));

    expect(data.course.trainers).toEqual(
      trainers.map((t) => ({
        description: t.trainerDetails.trainerCourseDescription,
        trainer: {
          id: t.id,
          name: t.trainerDetails.trainerName,
          imageUrl: t.trainerDetails.trainerImage,
          languages: languagesOf(t.trainerDetails.language) ?? [],
          hindiName: t.trainerDetails.hindi?.trainerName ?? null,
        },
        course: { id: course.id },
        batches: t.courses[0]!.batches.map((b) => ({
          id: b.batchId,
          days: b.days,
          courseType: b.courseType,
          feeType: b.feetype,
          demoLink: b.demoLink,
          timings: b.availableBatches.map((timing) => ({ ...timing, label: timingLabel(timing) })),
          sessions: b.sessions.map((s) => ({
            ...s,
            display: optionWording(s, b.feetype),
          })),
        })),
      })),
    );
    expect(data.course.trainers[0].batches[0].sessions[0].display).toMatch(
      /^(₹[\d,]+ per session|\d+ sessions: ₹[\d,]+)$/,
    );
    expect(formatRupees(1499)).toBe('₹1,499');

    expect(reviews.length).toBeLessThanOrEqual(50);
    expect(data.course.reviews.totalCount).toBe(reviews.length);
    expect(data.course.reviews.edges.map((e: any) => e.node)).toEqual(
      reviews.map((r) => ({
        id: r.id,
        studentName: r.studentName,
        rating: r.ratings,
        text: r.reviewDescription,
        photoUrl: r.imageOfStudent,
        createdAt: r.createdAt,
      })),
    );
    expect(data.course.reviewSummary).toEqual({
      averageRating: summary!.averageRating,
      ratingsCount: course.ratingsCount,
      stars: ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, percentage: summary![`percentageRating${stars}`] })),
    });
    expect(data.course.related).toEqual(
      related.courses
        .filter((c) => c.id !== course.id)
        .slice(0, 8)
        .map((c) => ({ id: c.id, name: c.courseName })),
    );
  });

  it('pages through a course\u2019s reviews, newest first, without gaps or repeats', async () => {
    const { courseName, slug } = PAID_SESSION_COURSE;
    const { reviews } = await rest(`/api/reviews/listReviews?filter=${filter({ courseName })}`, reviewListSchema);
    expect(reviews.length).toBeGreaterThan(3);
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 50; page++) {
      const data: any = await graphqlData(
        'query($slug: String!, $after: String) { course(slug: $slug) { reviews(first: 3, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id } } } } }',
        { slug, after },
      );
      const connection = data.course.reviews;
      expect(connection.totalCount).toBe(reviews.length);
      seen.push(...connection.edges.map((e: any) => e.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(reviews.map((r) => r.id));
  });

  it('answers a trainer as getTrainer does, and null for unknown ones', async () => {
    const expected = await rest(`/api/current/getTrainer/${TRAINER_WITH_PHOTO.id}`, trainerSchema);
    const data: any = await graphqlData(
      'query($id: Int!) { trainer(id: $id) { id name imageUrl languages hindiName courses { course { id name } batches { id } } } none: trainer(id: 999999) { id } }',
      { id: TRAINER_WITH_PHOTO.id },
    );
    expect(data.none).toBeNull();
    expect(data.trainer).toEqual({
      id: TRAINER_WITH_PHOTO.id,
      name: expected.trainerDetails.trainerName,
      imageUrl: expected.trainerDetails.trainerImage,
      languages: languagesOf(expected.trainerDetails.language) ?? [],
      hindiName: expect.stringMatching(/[\u0900-\u097f]/),
      courses: expected.courses.map((c) => ({
        course: { id: c.courseDetails.id, name: c.courseDetails.courseName },
        batches: c.batches.map((b) => ({ id: b.batchId })),
      })),
    });
  });

  it('answers null for an unknown course, and a readable error for an unknown category', async () => {
    expect(await graphqlData('{ course(slug: "no-such-course") { id } }')).toEqual({ course: null });
    const answer = await queryAt(inject('baseUrl'))('{ courses(filter: { category: "nowhere" }) { totalCount } }');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      data: null,
      errors: [{ message: "Category 'nowhere' not found", path: ['courses'], extensions: { code: 'NOT_FOUND' } }],
    });
  });
});
