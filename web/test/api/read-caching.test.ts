import { describe, expect, it } from 'vitest';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { api } from '../http';
import { reviewForm } from '../form-bodies';

const { courseName } = PAID_SESSION_COURSE;
const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

/** Every public read of the contract (spec section 7). */
const READS = [
  '/api/category/getCategories',
  '/api/course/courses',
  `/api/course/listCourses?filter=${filter({})}&page=1&pageSize=50`,
  `/api/course/listCourses?filter=${filter({})}&search=guit`,
  `/api/reviews/listReviews?filter=${filter({ courseName })}`,
  `/api/reviews/totalandavgcourse/${courseName}`,
  `/api/current/getTrainers/${courseName}`,
  '/api/current/getTrainer/1',
];

const PUBLIC = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/;

describe('caching of the read API', () => {
  it.each(READS)('%s: public, with a strong ETag; If-None-Match gets a 304 without a body', async (path) => {
    const first = await api(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(PUBLIC);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    // The same body, the same tag.
    expect((await api(path)).headers.get('etag')).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await api(path, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toMatch(PUBLIC);
    }
    const stale = await api(path, { headers: { 'If-None-Match': '"not-this-one"' } });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });

  it('gives different bodies different tags (a search never answers for another)', async () => {
    const a = await api(`/api/course/listCourses?filter=${filter({})}&search=guit`);
    const b = await api(`/api/course/listCourses?filter=${filter({})}&search=yoga`);
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
    const crossed = await api(`/api/course/listCourses?filter=${filter({})}&search=yoga`, {
      headers: { 'If-None-Match': a.headers.get('etag')! },
    });
    expect(crossed.status).toBe(200);
  });

  it('changes the tag when a review changes the summary', async () => {
    const path = `/api/reviews/totalandavgcourse/${courseName}`;
    const before = await api(path);
    const form = reviewForm({ studentName: 'Meera', reviewDescription: 'Good pace.', ratings: '1', courseName });
    const posted = await api('/api/reviews/featuredreview', { method: 'POST', body: form });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('cache-control')).toBe('no-store');
    const after = await api(path, { headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('shows a review in listCourses on the very next request, however often the search was answered before', async () => {
    const path = `/api/course/listCourses?filter=${filter({})}&search=${encodeURIComponent(courseName)}`;
    const count = (text: string) =>
      (JSON.parse(text) as { courses: { courseName: string; ratingsCount: number }[] }).courses.find(
        (course) => course.courseName === courseName,
      )!.ratingsCount;
    const before = await api(path);
    for (let i = 0; i < 3; i++) expect((await api(path)).text).toBe(before.text);

    const form = reviewForm({ studentName: 'Ravi', reviewDescription: 'Clear lessons.', ratings: '5', courseName });
    // Fifty reads at once while the review is posted: each a whole answer, from before or after it.
    const [posted, ...during] = await Promise.all([
      api('/api/reviews/featuredreview', { method: 'POST', body: form }),
      ...Array.from({ length: 50 }, () => api(path)),
    ]);
    expect(posted.status).toBe(201);
    for (const read of during) {
      expect(read.status).toBe(200);
      expect([count(before.text), count(before.text) + 1]).toContain(count(read.text));
    }
    const after = await api(path, { headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(count(after.text)).toBe(count(before.text) + 1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it.each([
    ['an unknown course', `/api/reviews/totalandavgcourse/not-a-course`, 404],
    ['a bad filter', '/api/course/listCourses?filter={oops', 400],
    ['an unknown API path', '/api/no/such/call', 404],
    ['a bad trainer id', '/api/current/getTrainer/abc', 400],
  ])('answers errors (%s) with no-store and no ETag', async (_label, path, status) => {
    const answer = await api(path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('etag')).toBeNull();
  });

  it('answers writes with no-store, refusals included', async () => {
    const refused = await api('/api/contactUs/contactUs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('never lets a shared cache keep the account answer', async () => {
    const me = await api('/api/user/me');
    expect(me.status).toBe(401);
    expect(me.headers.get('cache-control')).not.toMatch(/public/);
    expect(me.headers.get('cache-control')).toMatch(/no-store/);
  });
});
