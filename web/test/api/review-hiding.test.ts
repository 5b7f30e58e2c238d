import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coursesSchema, reviewListSchema, reviewSummarySchema } from '@/lib/contract';
import { staffAudit } from '@/lib/db/schema';
import { COURSE_WITHOUT_REVIEWS } from '@/lib/db/seed/facts';
import { coursePath } from '@/lib/routes/pages';
import { queryAt } from '../graphql';
import { callApi } from '../http';
import { signedUpLearner } from '../learners';
import { auditTrail, consoleWorldPerFile } from '../staff-console';
import { reviewForm } from '../form-bodies';

// Staff hide a review (issue 50): it leaves the rating, the review summary, the public lists and the course page at
// once, a learner's edit or deletion of it moves no star while it is hidden, showing it again counts it again, and
// every change is audited. On a course with no reviews of its own, so the figures are exactly this file's.
const ADMIN = 'review.admin@academy.test';
const COUNSELLOR = 'review.counsellor@academy.test';
const { courseName, slug } = COURSE_WITHOUT_REVIEWS;
const RUDE = 'Rude and late to every single class.';

let categoryName: string;
const world = consoleWorldPerFile(ADMIN, COUNSELLOR);
const { post } = world;
const hide = (id: number, hidden: boolean, headers: Record<string, string>) =>
  post(`/api/staff/reviews/${id}/hide`, { hidden }, headers);

async function review(stars: number, reviewDescription: string, headers: Record<string, string> = {}): Promise<number> {
  const form = reviewForm({ studentName: 'Vikram', reviewDescription, ratings: String(stars), courseName });
  const answer = await callApi(world.server.url, '/api/reviews/featuredreview', {
    method: 'POST',
    body: form,
    headers,
  });
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { id: number }).id;
}

/** Every public figure and list of the course's reviews. */
async function publicView() {
  const list = reviewListSchema.parse(
    (
      await callApi(
        world.server.url,
        `/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName }))}`,
      )
    ).body,
  ).reviews;
  const [summary] = reviewSummarySchema.parse(
    (await callApi(world.server.url, `/api/reviews/totalandavgcourse/${slug}`)).body,
  );
  const course = coursesSchema
    .parse((await callApi(world.server.url, '/api/course/courses')).body)
    .find((c) => c.courseName === courseName)!;
  const graphql = (
    await queryAt(world.server.url)(
      'query($slug: String!) { course(slug: $slug) { rating ratingsCount reviews(first: 50) { totalCount edges { node { id } } } } }',
      { slug },
    )
  ).body;
  const { rating, ratingsCount, reviews } = graphql.data.course as {
    rating: number;
    ratingsCount: number;
    reviews: { totalCount: number; edges: { node: { id: number } }[] };
  };
  return {
    ids: list.map((r) => r.id).sort(),
    graphqlIds: reviews.edges.map((e) => e.node.id).sort(),
    totalCount: reviews.totalCount,
    averageRating: summary!.averageRating,
    oneStar: summary!.percentageRating1,
    courseRating: course.courseRating,
    ratingsCount: course.ratingsCount,
    graphqlRating: rating,
    graphqlCount: ratingsCount,
  };
}
const figures = (ids: number[], average: number, oneStar: number) => ({
  ids: [...ids].sort(),
  graphqlIds: [...ids].sort(),
  totalCount: ids.length,
  averageRating: average,
  oneStar,
  courseRating: average,
  ratingsCount: ids.length,
  graphqlRating: average,
  graphqlCount: ids.length,
});
const coursePage = async () => (await callApi(world.server.url, coursePath(categoryName, courseName))).text;

beforeAll(async () => {
  categoryName = coursesSchema
    .parse((await callApi(world.server.url, '/api/course/courses')).body)
    .find((c) => c.courseName === courseName)!.categoryName;
}, 180_000);

describe('hiding a review', () => {
  let learner: Record<string, string>;
  let rude: number;
  let good: number[];

  it('takes it out of the rating, the summary, the lists and the course page; only a member from the console may', async () => {
    learner = await signedUpLearner(world.server.url, world.mail);
    rude = await review(1, RUDE, learner);
    good = [await review(5, 'Clear and patient lessons.'), await review(5, 'Clear and patient lessons.')];
    expect(await publicView()).toEqual(figures([rude, ...good], 3.7, 33.3));
    expect(await coursePage()).toContain(RUDE);

    const refusals = [
      await hide(rude, true, { ...learner, cookie: world.counsellor }),
      await hide(rude, true, { cookie: world.counsellor, origin: 'https://evil.example' }),
      await hide(rude, true, {}),
      await hide(rude, 'yes' as unknown as boolean, { cookie: world.counsellor }),
      await hide(999_999, true, { cookie: world.counsellor }),
    ];
    expect(refusals.map((a) => a.status)).toEqual([403, 403, 401, 400, 404]);
    expect(await publicView()).toEqual(figures([rude, ...good], 3.7, 33.3));

    const hidden = await hide(rude, true, { cookie: world.counsellor });
    expect([hidden.status, hidden.body]).toEqual([200, { id: rude, hidden: true, courseName }]);
    expect(await publicView()).toEqual(figures(good, 5, 0));
    await expect.poll(coursePage).not.toContain(RUDE);
    // Asked again, it is hidden already: nothing moves, nothing is audited twice.
    expect((await hide(rude, true, { cookie: world.counsellor })).status).toBe(200);
    expect(await publicView()).toEqual(figures(good, 5, 0));
  });

  it('moves no star when its learner edits or deletes it while hidden; shown again, it counts with its new stars', async () => {
    const edited = await callApi(world.server.url, `/api/user/reviews/${rude}`, {
      method: 'PATCH',
      headers: { ...learner, 'content-type': 'application/json' },
      body: JSON.stringify({ ratings: 2, reviewDescription: RUDE }),
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await publicView()).toEqual(figures(good, 5, 0));

    const shown = await hide(rude, false, { cookie: world.admin });
    expect([shown.status, shown.body]).toEqual([200, { id: rude, hidden: false, courseName }]);
    expect(await publicView()).toEqual({ ...figures([rude, ...good], 4, 0) });
    await expect.poll(coursePage).toContain(RUDE);

    expect((await hide(rude, true, { cookie: world.admin })).status).toBe(200);
    const deleted = await callApi(world.server.url, `/api/user/reviews/${rude}`, {
      method: 'DELETE',
      headers: learner,
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await publicView()).toEqual(figures(good, 5, 0));
  });

  it('left an audit row for each change, by the member who made it', async () => {
    await world.stopAndRead(async (db) => {
      const trail = await auditTrail(db, eq(staffAudit.subject, `review:${rude}`));
      expect(trail.map((row) => [row.action, row.staffId, row.detail])).toEqual([
        ['review.hide', world.counsellorId, expect.objectContaining({ stars: 1 })],
        ['review.show', 1, expect.objectContaining({ stars: 2 })],
        ['review.hide', 1, expect.objectContaining({ stars: 2 })],
      ]);
    });
  });
});
