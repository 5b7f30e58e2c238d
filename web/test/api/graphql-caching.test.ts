import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { queryAt } from '../graphql';
import { startOwnServer, type OwnServer } from '../own-server';
import { reviewForm } from '../form-bodies';

// Batched loading and caching of the GraphQL API, on a server of this file's own that logs every SQL statement
// (DB_LOG_QUERIES), so the database work of each request can be counted, and no other test's reviews move ratings.

let server: OwnServer;
let query: ReturnType<typeof queryAt>;

beforeAll(async () => {
  server = await startOwnServer({ DB_LOG_QUERIES: 'on' });
  query = queryAt(server.url);
});

afterAll(() => server?.dispose());

const statementsSoFar = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('[db] ')).length;

/** The SQL statements one request costs (the log is read once the answer is complete). */
async function statementsOf(text: string, variables?: Record<string, unknown>) {
  const before = statementsSoFar();
  const answer = await query(text, variables);
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  return { statements: statementsSoFar() - before, data: answer.body.data };
}

const LIST = `query List($first: Int, $search: String) { courses(first: $first, filter: { search: $search }) { edges { node {
  name rating trainers { trainer { name } batches { timings { label } sessions { display } } }
  reviewSummary { averageRating stars { percentage } } reviews(first: 3) { edges { node { text } } }
} } } }`;

describe('GraphQL batched loading and caching', () => {
  it('reads 50 courses with their trainers, summaries and reviews in as many statements as 5', async () => {
    // Different searches (each matches many courses) so neither answer comes from the other's cache.
    // Search reads the catalogue's words once per process (lib/academy/search): done here, before counting.
    await statementsOf(LIST, { first: 1, search: 'guitar' });
    const five = await statementsOf(LIST, { first: 5, search: 'for' });
    const fifty = await statementsOf(LIST, { first: 50, search: 'and' });
    expect(five.data.courses.edges).toHaveLength(5);
    expect(fifty.data.courses.edges.length).toBeGreaterThan(30);
    expect(fifty.data.courses.edges.some((e: any) => e.node.trainers.length > 1)).toBe(true);
    // The list (one statement: a search counts its matches as it ranks them), then trainers (links, batches, timings,
    // prices, people), summaries and reviews: one round each, however many courses.
    expect(fifty.statements).toBeLessThanOrEqual(10);
    expect(fifty.statements).toBe(five.statements);
  });

  it('answers a query it has answered from memory, until a review of a course in it changes the answer', async () => {
    const { slug, courseName } = PAID_SESSION_COURSE;
    const COURSE =
      'query($slug: String!) { course(slug: $slug) { ratingsCount rating reviews(first: 1) { edges { node { studentName } } } } }';
    const LIST_ONE =
      '{ courses(first: 50, filter: { category: "dance-and-music" }) { edges { node { name ratingsCount } } } }';
    const first = await statementsOf(COURSE, { slug });
    expect(first.statements).toBeGreaterThan(0);
    const listBefore = await statementsOf(LIST_ONE);
    const again = await statementsOf(COURSE, { slug });
    expect(again.statements).toBe(0);
    expect(again.data).toEqual(first.data);

    const form = reviewForm({
      studentName: 'Ishita Rao',
      reviewDescription: 'Chords finally make sense.',
      ratings: '1',
      courseName,
    });
    expect((await server.api('/api/reviews/featuredreview', { method: 'POST', body: form })).status).toBe(201);

    const after = await statementsOf(COURSE, { slug });
    expect(after.data.course.ratingsCount).toBe(first.data.course.ratingsCount + 1);
    expect(after.data.course.rating).toBeLessThan(first.data.course.rating);
    expect(after.data.course.reviews.edges[0].node.studentName).toBe('Ishita Rao');
    const listAfter = await statementsOf(LIST_ONE);
    const countOf = (data: any) => data.courses.edges.find((e: any) => e.node.name === courseName).node.ratingsCount;
    expect(countOf(listAfter.data)).toBe(countOf(listBefore.data) + 1);
  });

  it('never answers one search from another\u2019s cache', async () => {
    const names = async (search: string) =>
      (
        await statementsOf(
          'query($s: String) { courses(first: 50, filter: { search: $s }) { edges { node { name } } } }',
          { s: search },
        )
      ).data.courses.edges.map((e: any) => e.node.name);
    const guitar = await names('guitar');
    const yoga = await names('yoga');
    // Each search finds its own course and not the other's: a cache keyed on the query text alone (the two differ in
    // their variables only) would hand the second search the first one's list.
    expect(guitar).toContain('Guitar');
    expect(guitar.every((n: string) => /guitar/i.test(n))).toBe(true);
    expect(yoga).toContain('Yoga');
    expect(yoga).not.toContain('Guitar');
    // Asked again, the same search gets the same list (from the cache: the first test counts its statements).
    expect(await names('guitar')).toEqual(guitar);
  });
});
