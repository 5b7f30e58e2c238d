import { GraphQLClient } from 'graphql-request';
import { describe, expect, expectTypeOf, inject, it } from 'vitest';
import { coursesSchema } from '@/lib/contract';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { coursePageQuery } from '@/lib/graphql-client/course-page-query';
import { graphql, type ResultOf } from '@/lib/graphql-client/graphql';
import { api } from '../http';

// A client as partners would write one: graphql-request with documents typed by gql.tada from the schema.

const client = () => new GraphQLClient(`${inject('baseUrl')}/api/graphql`);

describe('typed GraphQL client', () => {
  it('reads the course page in one typed request', async () => {
    const { course } = await client().request(coursePageQuery, { slug: PAID_SESSION_COURSE.slug });
    expectTypeOf(course).toEqualTypeOf<ResultOf<typeof coursePageQuery>['course']>();
    expect(course).not.toBeNull();
    const rest = coursesSchema
      .parse((await api('/api/course/courses')).body)
      .find((c) => c.courseName === PAID_SESSION_COURSE.courseName)!;
    expect(course!.name).toBe(rest.courseName);
    expect(course!.rating).toBe(rest.courseRating);
    expect(course!.trainers[0]!.trainer.name).toBe(PAID_SESSION_COURSE.firstTrainerName);
    const price = course!.trainers[0]!.batches[0]!.sessions[0]!;
    expectTypeOf(price.price).toEqualTypeOf<number | null>();
    expect(price.display).toMatch(/^(₹[\d,]+ per session|\d+ sessions: ₹[\d,]+)$/);
    expect(course!.reviewSummary.stars.map((s) => s.stars)).toEqual([5, 4, 3, 2, 1]);
  });

  it('types the variables and the filter\u2019s enums', async () => {
    const monthly = graphql(`
      query Monthly($feeType: FeeType!, $first: Int) { courses(first: $first, filter: { feeType: $feeType }) { totalCount edges { node { name } } } }
    `);
    const { courses } = await client().request(monthly, { feeType: 'Month', first: 5 });
    expectTypeOf(courses.totalCount).toEqualTypeOf<number>();
    expect(courses.totalCount).toBeGreaterThan(0);
    expect(courses.edges.length).toBe(Math.min(5, courses.totalCount));
    // A wrong enum value is a GraphQL error the client throws.
    await expect(client().request(monthly, { feeType: 'Weekly' as 'Month' })).rejects.toThrow(/FeeType/);
  });
});
