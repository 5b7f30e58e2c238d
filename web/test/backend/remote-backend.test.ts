import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries } from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { queryAt } from '../graphql';
import { callApi } from '../http';
import { startNextServer, startUntilExit, type RunningServer } from '../next-server';
import { postJson, startOwnServer, type OwnServer } from '../own-server';

// ACADEMY_API_URL switches the whole academy: a second instance of the app is the remote backend, and the front
// server, which has no database of its own, sends it what browsers and clients send to its /api.
const WEBHOOK_SECRET = 'front-webhook-secret';
let remote: OwnServer;
let front: RunningServer;

// What a browser's form sends on the site's own page (lib/http/same-origin.ts checks both headers).
const fromThePage = (url: string) => ({ origin: url, 'sec-fetch-site': 'same-origin' });

beforeAll(async () => {
  remote = await startOwnServer({ TRUST_PROXY: '1' });
  // No database, no mail: set to empty so nothing this test process has in its environment reaches the front.
  front = await startNextServer(
    {
      ACADEMY_API_URL: `${remote.url}/api`,
      DATABASE_URL: '',
      PGLITE_DIR: '',
      SMTP_URL: '',
      SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
      PREVIEW_SECRET: 'front-preview',
    },
    undefined,
    undefined,
    { expectedErrors: [/^\[api\] the academy backend at 127\.0\.0\.1:\d+ did not answer/] },
  );
}, 240_000);

afterAll(async () => {
  await front?.stop();
  await remote?.dispose();
});

describe('a front server whose academy is another backend', () => {
  it('reads, writes and GraphQL reach the backend; a cross-site write is refused at the front', async () => {
    const onFront = (path: string, init?: RequestInit) => callApi(front.url, path, init);

    const categories = await onFront('/api/category/getCategories');
    expect(categories.status).toBe(200);
    expect(categories.body).toEqual((await remote.api('/api/category/getCategories')).body);

    const email = `remote.${Date.now()}@example.in`;
    const enquiry = {
      name: 'Meera Iyer',
      email,
      phonenumber: '9988776655',
      courseName: PAID_SESSION_COURSE.courseName,
      message: 'Through the front, please.',
    };
    const sent = await onFront('/api/contactUs/contactUs', postJson(enquiry, fromThePage(front.url)));
    expect(sent.status).toBe(201);
    // The backend's own refusals come back as they are, status and messages.
    const refused = await onFront(
      '/api/contactUs/contactUs',
      postJson({ ...enquiry, phonenumber: '123' }, fromThePage(front.url)),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ phonenumber: 'Contact number must be exactly 10 digits' });
    const crossSite = await onFront(
      '/api/contactUs/contactUs',
      postJson(
        { ...enquiry, message: 'From elsewhere' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ),
    );
    expect(crossSite.status).toBe(403);

    const viaFront = await queryAt(front.url)('{ categories { name } }');
    expect(viaFront.status).toBe(200);
    expect(viaFront.body.data.categories.map((c: { name: string }) => c.name)).toEqual(
      categories.body.map((c: { category: string }) => c.category),
    );

    // The learner's session calls go there too: the backend answers for its own tokens.
    const me = await onFront('/api/user/me', { headers: { authorization: 'Bearer not-a-token' } });
    expect(me.status).toBe(401);
    expect(me.headers.get('www-authenticate')).toBe('Bearer');

    const { db } = await remote.stopAndOpenDb();
    const stored = await db.select().from(contactEnquiries).where(eq(contactEnquiries.email, email));
    expect(stored.map((row) => row.message)).toEqual(['Through the front, please.']);

    // The content layer's routes stay on the front: the webhook (its deliveries remembered without a database)
    // and draft preview.
    const body = JSON.stringify({ _type: 'aboutPage' });
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
    const deliver = () =>
      onFront('/api/revalidate', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      });
    expect((await deliver()).body).toEqual({ revalidated: ['content:aboutPage'] });
    expect((await deliver()).body).toEqual({ revalidated: [], duplicate: true });
    const preview = await onFront('/api/draft-mode/enable?secret=front-preview&redirect=/about', {
      redirect: 'manual',
    });
    expect(preview.status).toBe(307);

    // With the backend gone, the front says so in JSON, never with a 500.
    const gone = await onFront('/api/course/courses');
    expect(gone.status).toBe(503);
    expect(gone.body).toEqual({ error: 'Service temporarily unavailable' });
  });
});

describe('a half-switched configuration stops the server at start', () => {
  it('ACADEMY_API_URL with DATABASE_URL: exit 1 naming what cannot be switched', async () => {
    const { code, output } = await startUntilExit({
      ACADEMY_API_URL: 'http://127.0.0.1:9/api',
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/academy',
      PGLITE_DIR: '',
      SMTP_URL: '',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      '[startup] ACADEMY_API_URL: every academy read and write goes to the backend at 127.0.0.1:9, but DATABASE_URL is set too and cannot be switched to it',
    );
  });
});
