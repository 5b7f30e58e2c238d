import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries, reviews } from '@/lib/db/schema';
import { postJson, startOwnServer, type OwnServer } from '../own-server';
import { png } from '../photos';

// Issue 12, item 6: a page on another site can post a multipart form without a CORS preflight. Browser writes
// from another site are refused before any route runs; clients that are not browsers send no Origin and pass.
// A server of its own, so the test can open its database afterwards and see that nothing was stored.
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({});
});
afterAll(() => server?.dispose());

const CROSS_SITE = { error: 'Cross-site requests are not allowed' };
const reviewForm = async (studentName: string) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    studentName,
    reviewDescription: 'Lovely classes',
    ratings: '5',
    courseName: 'Guitar',
  }))
    form.append(k, v);
  form.append('imageOfStudent', new Blob([await png()], { type: 'image/png' }), 'me.png');
  return form;
};
const postReview = async (studentName: string, headers: Record<string, string>) =>
  server.api('/api/reviews/featuredreview', { method: 'POST', body: await reviewForm(studentName), headers });
const enquiry = (name: string) => ({
  name,
  email: 'ask@example.in',
  phonenumber: '9222222222',
  courseName: 'Guitar',
  message: 'Fees for two?',
});

describe('writes from another site', () => {
  it('refuses a multipart review posted from another origin: 403, JSON', async () => {
    const answer = await postReview('Cross Site', { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(CROSS_SITE);
  });

  it('refuses whatever the browser says is cross-site, or an opaque origin', async () => {
    const refusals = [
      await postReview('Cross Site', { 'sec-fetch-site': 'cross-site' }),
      await postReview('Cross Site', { 'sec-fetch-site': 'cross-site', origin: server.url }),
      await postReview('Cross Site', { origin: 'null' }),
      await server.api(
        '/api/contactUs/contactUs',
        postJson(enquiry('Cross Site'), { origin: 'http://127.0.0.1.evil.example' }),
      ),
      await server.api(
        '/api/contactUs/contactUs',
        postJson(enquiry('Cross Site'), { origin: `${server.url}.evil.example` }),
      ),
      await server.api('/api/user/logout', {
        method: 'POST',
        headers: { origin: 'https://evil.example', authorization: 'Bearer x' },
      }),
      await server.api('/api/contactUs/contactUs', {
        ...postJson(enquiry('Cross Site'), { origin: 'https://evil.example' }),
        method: 'PUT',
      }),
    ];
    for (const answer of refusals) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(CROSS_SITE);
    }
  });

  it('lets same-origin browsers, same-site pages and clients without an Origin write', async () => {
    const sameOrigin = await server.api(
      '/api/contactUs/contactUs',
      postJson(enquiry('Same Origin'), { origin: server.url, 'sec-fetch-site': 'same-origin' }),
    );
    expect(sameOrigin.status).toBe(201);
    const sameSite = await postReview('Same Site', {
      origin: 'https://studio.academy.example',
      'sec-fetch-site': 'same-site',
    });
    expect(sameSite.status).toBe(201);
    expect((await postReview('No Origin', {})).status).toBe(201);
    // Reads are not writes: another site may fetch public data (CORS decides whether it may read the answer).
    expect(
      (
        await server.api('/api/course/courses', {
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        })
      ).status,
    ).toBe(200);
  });

  it('stored nothing from the refused requests', async () => {
    const { db } = await server.stopAndOpenDb();
    const names = (await db.select({ name: reviews.studentName }).from(reviews)).map((r) => r.name);
    expect(names).not.toContain('Cross Site');
    expect(names).toEqual(expect.arrayContaining(['Same Site', 'No Origin']));
    expect((await db.select({ n: count() }).from(contactEnquiries))[0]!.n).toBe(1);
  });
});
