import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainerEntriesSchema, type WireTrainerEntry } from '@/lib/contract';
import { contactEnquiries, enrolments, reviews } from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { enquiryBody, enrolmentBody, reviewForm } from '../form-bodies';
import { postJson, startOwnServer, type OwnServer } from '../own-server';

// Issue 27: a client that never saw its acknowledgement sends the write again. With an Idempotency-Key (the site's
// forms send one) the retry gets the first answer and nothing is stored twice. A server of its own, so the rows it
// stored can be counted afterwards.
let server: OwnServer;
let guitar: WireTrainerEntry;
beforeAll(async () => {
  server = await startOwnServer({});
  guitar = trainerEntriesSchema.parse(
    (await server.api(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).body,
  )[0]!;
});
afterAll(() => server?.dispose());

const ENROL = `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`;
const enrolment = (email: string) => enrolmentBody(guitar, { email });
const enquiry = enquiryBody();
const withKey = (key: string) => ({ 'idempotency-key': key });

describe('Idempotency-Key on the write endpoints', () => {
  it('a retry of an enrolment gets the first answer, marked as replayed', async () => {
    const key = crypto.randomUUID();
    const first = await server.api(ENROL, postJson(enrolment('once@example.in'), withKey(key)));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await server.api(ENROL, postJson(enrolment('once@example.in'), withKey(key)));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('50 copies sent at once store one enrolment and all get its answer', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.api(ENROL, postJson(enrolment('crowd@example.in'), withKey(key)))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it('a request that failed frees its key; without a key every request is its own', async () => {
    const key = crypto.randomUUID();
    const refused = await server.api(
      '/api/contactUs/contactUs',
      postJson({ ...enquiry, email: 'not-an-email' }, withKey(key)),
    );
    expect(refused.status).toBe(400);
    const stored = await server.api('/api/contactUs/contactUs', postJson(enquiry, withKey(key)));
    expect(stored.status).toBe(201);
    expect(stored.headers.get('idempotent-replayed')).toBeNull();
    // The same key names another request on another endpoint.
    const other = await server.api(ENROL, postJson(enrolment('other@example.in'), withKey(key)));
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    const twice = await Promise.all([0, 1].map(() => server.api('/api/contactUs/contactUs', postJson(enquiry))));
    expect(twice.map((a) => a.status)).toEqual([201, 201]);
    expect(twice[0]!.body.id).not.toBe(twice[1]!.body.id);
  });

  it('a review sent twice with one key (a multipart body) is stored once', async () => {
    const key = crypto.randomUUID();
    const form = () =>
      reviewForm({ studentName: 'Twice Sent', reviewDescription: 'Lovely', ratings: '5', courseName: 'Guitar' });
    const [first, second] = [
      await server.api('/api/reviews/featuredreview', { method: 'POST', body: form(), headers: withKey(key) }),
      await server.api('/api/reviews/featuredreview', { method: 'POST', body: form(), headers: withKey(key) }),
    ];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
  });

  it('a key sent again with another request is refused with 422 and stores nothing', async () => {
    const key = crypto.randomUUID();
    const review = (description: string) => {
      const body = reviewForm({
        studentName: 'Key Reused',
        reviewDescription: description,
        ratings: '4',
        courseName: 'Guitar',
      });
      return { method: 'POST', body, headers: withKey(key) };
    };
    const first = await server.api('/api/reviews/featuredreview', review('Good teacher'));
    expect(first.status).toBe(201);
    const other = await server.api('/api/reviews/featuredreview', review('Another review'));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: 'This Idempotency-Key was already used for a different request.' });
    // The first request itself, sent again, is still a retry.
    const again = await server.api('/api/reviews/featuredreview', review('Good teacher'));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const answer = await server.api('/api/contactUs/contactUs', postJson(enquiry, withKey('has spaces in it')));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
  });

  it('what was stored: one row per key', async () => {
    const { db } = await server.stopAndOpenDb();
    const rows = async (table: typeof enrolments | typeof contactEnquiries | typeof reviews) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    // once@ (1), crowd@ (1), other@ (1); the enquiry with the freed key (1) and the two without a key (2); one review.
    expect(await rows(enrolments)).toBe(3);
    expect(await rows(contactEnquiries)).toBe(3);
    const twiceSent = (await db.select().from(reviews)).filter((r) => r.studentName === 'Twice Sent');
    expect(twiceSent).toHaveLength(1);
    // The 422 stored nothing: one 'Key Reused' review, with the first request's text.
    const reused = (await db.select().from(reviews)).filter((r) => r.studentName === 'Key Reused');
    expect(reused.map((r) => r.reviewDescription)).toEqual(['Good teacher']);
  });
});
