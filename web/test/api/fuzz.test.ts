import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, gte } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactEnquiries,
  demoRequests,
  enrolments,
  leads,
  otpCodes,
  reviewPhotos,
  reviews,
  sessions,
  staffAudit,
  staffSessions,
  trainerApplications,
  users,
} from '@/lib/db/schema';
import {
  headerText,
  hostileBody,
  hostileHeaders,
  hostileJson,
  formLike,
  urlPiece,
  type HostileBody,
} from '../hostile-requests';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { demoRequestBody, enquiryBody, trainerApplicationBody } from '../form-bodies';
import { webDir } from '../next-server';
import { startOwnServer, type OwnServer } from '../own-server';

// Issue 12, "done when": thousands of generated malformed requests to every API route over real HTTP, on PGlite
// or (with DATABASE_URL) PostgreSQL. Every answer must be below 500, every error JSON with an `error` string, every
// redirect on this site, and nothing may be stored by a refused request. A server of its own, with the content
// secrets set so the preview and webhook routes do real work, and so its log and database can be inspected.
// FUZZ_RUNS scales the runs per route (default 80: about 2,200 requests). The seed is fixed so that a run of the
// suite cannot fail by the luck of the draw; FUZZ_SEED=random explores new requests, FUZZ_SEED=<n> replays a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 80);
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED || 20261123);
const PREVIEW_SECRET = 'preview-secret-for-fuzzing';
let server: OwnServer;
let startedAt: Date;
beforeAll(async () => {
  server = await startOwnServer({ PREVIEW_SECRET, SANITY_REVALIDATE_SECRET: 'webhook-secret-for-fuzzing' });
  startedAt = new Date();
});
afterAll(() => server?.dispose());

type Request = { path: string; method: string; headers: Record<string, string>; body?: HostileBody };
type Write = 'enrolment' | 'demo' | 'enquiry' | 'application' | 'review' | 'user' | 'otp' | 'login' | 'staff' | 'other';
type Endpoint = { route: string; method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; query?: string[]; write?: Write };

// Every route under app/api with the methods it serves; the first test checks that none is missing.
const ENDPOINTS: Endpoint[] = [
  { route: '/api/[...path]', method: 'GET' },
  ...(['POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => ({
    route: '/api/[...path]',
    method,
    write: 'other' as const,
  })),
  { route: '/api/category/getCategories', method: 'GET' },
  { route: '/api/course/courses', method: 'GET' },
  { route: '/api/course/listCourses', method: 'GET', query: ['search', 'filter', 'page', 'pageSize'] },
  { route: '/api/current/getTrainer/[trainerId]', method: 'GET' },
  { route: '/api/current/getTrainer/[trainerId]/[selection]', method: 'GET' },
  { route: '/api/current/getTrainers/[courseName]', method: 'GET' },
  { route: '/api/draft-mode/disable', method: 'GET', query: ['redirect'] },
  { route: '/api/draft-mode/enable', method: 'GET', query: ['secret', 'redirect', 'sanity-preview-secret'] },
  { route: '/api/graphql', method: 'GET', query: ['query', 'variables', 'operationName', 'extensions'] },
  { route: '/api/health', method: 'GET' },
  { route: '/api/otp/challenge', method: 'GET' },
  { route: '/api/reviews/listReviews', method: 'GET', query: ['filter'] },
  { route: '/api/reviews/photo/[photoId]', method: 'GET' },
  { route: '/api/reviews/totalandavgcourse/[courseName]', method: 'GET' },
  { route: '/api/suggestions', method: 'GET', query: ['search', 'category'] },
  { route: '/api/user/me', method: 'GET' },
  // A read by POST: the GraphQL API has no mutations.
  { route: '/api/graphql', method: 'POST' },
  { route: '/api/contactUs/contactUs', method: 'POST', write: 'enquiry' },
  { route: '/api/enroll/userEnrollment/[courseName]', method: 'POST', write: 'enrolment' },
  { route: '/api/otp/send', method: 'POST', write: 'otp' },
  { route: '/api/otp/verify', method: 'POST', write: 'other' },
  { route: '/api/request/requestDemo', method: 'POST', write: 'demo' },
  { route: '/api/revalidate', method: 'POST', write: 'other' },
  { route: '/api/reviews/featuredreview', method: 'POST', write: 'review' },
  { route: '/api/trainer/trainers', method: 'POST', write: 'application' },
  { route: '/api/user/createuser', method: 'POST', write: 'user' },
  { route: '/api/user/forget', method: 'POST', write: 'other' },
  { route: '/api/user/login', method: 'POST', write: 'login' },
  { route: '/api/user/logout', method: 'POST', write: 'other' },
  // The learner's own page (issue 30): no learner is logged in here, so each answers 401.
  { route: '/api/user/account', method: 'GET' },
  { route: '/api/user/data', method: 'GET' },
  { route: '/api/user/account', method: 'DELETE', write: 'other' },
  { route: '/api/user/profile', method: 'PATCH', write: 'other' },
  { route: '/api/user/email', method: 'POST', write: 'other' },
  { route: '/api/user/password', method: 'POST', write: 'other' },
  { route: '/api/user/logout-everywhere', method: 'POST', write: 'other' },
  { route: '/api/user/requests/[leadId]/cancel', method: 'POST', write: 'other' },
  // The demo booking link (issue 53): a random token opens nothing, so each answers 400 or 404.
  { route: '/api/demo/[token]/book', method: 'POST', write: 'other' },
  { route: '/api/demo/[token]/cancel', method: 'POST', write: 'other' },
  { route: '/api/user/reviews/[reviewId]', method: 'PATCH', write: 'other' },
  { route: '/api/user/reviews/[reviewId]', method: 'DELETE', write: 'other' },
  // The staff console (issue 28): no staff member exists on this server, so nothing here can be accepted.
  { route: '/api/staff/login', method: 'POST', write: 'staff' },
  { route: '/api/staff/login/code', method: 'POST', write: 'staff' },
  { route: '/api/staff/logout', method: 'POST', write: 'staff' },
  { route: '/api/staff/members', method: 'POST', write: 'staff' },
  { route: '/api/staff/members/[memberId]', method: 'PATCH', write: 'staff' },
  { route: '/api/staff/password', method: 'POST', write: 'staff' },
  { route: '/api/staff/setup', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/[leadId]', method: 'PATCH', write: 'staff' },
  { route: '/api/staff/leads/[leadId]/notes', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/[leadId]/demo', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/[leadId]/demo/cancel', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/[leadId]/demo/outcome', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/search', method: 'POST', write: 'staff' },
  { route: '/api/staff/mail/[mailId]/send-again', method: 'POST', write: 'staff' },
  { route: '/api/staff/reviews/[reviewId]/hide', method: 'POST', write: 'staff' },
  // The counsellor's day (issue 54): a member's name, follow-ups, one action on many leads, the rules for new leads.
  { route: '/api/staff/me', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/[leadId]/follow-up', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/bulk', method: 'POST', write: 'staff' },
  { route: '/api/staff/lead-rules', method: 'POST', write: 'staff' },
  { route: '/api/staff/whatsapp-messages', method: 'POST', write: 'staff' },
  // Fees paid online (issue 55), on a server with payments off: every pay link opens nothing. Checkout's return is a
  // cross-site post by design (its signature is its proof), so it is no 'write' here: it always answers 303.
  { route: '/api/payments/orders/[token]', method: 'POST', write: 'other' },
  { route: '/api/payments/razorpay/webhook', method: 'POST', write: 'other' },
  { route: '/api/payments/razorpay/return/[token]', method: 'POST' },
  // GST invoices' PDFs (issue 55): no learner or staff member is signed in here, so each answers 401.
  { route: '/api/user/invoices/[invoiceId]', method: 'GET' },
  { route: '/api/staff/invoices/[invoiceId]', method: 'GET' },
  { route: '/api/staff/payments/[paymentId]/refunds', method: 'POST', write: 'staff' },
  { route: '/api/staff/leads/[leadId]/payment-links', method: 'POST', write: 'staff' },
  { route: '/api/staff/payment-links/[linkId]/cancel', method: 'POST', write: 'staff' },
  { route: '/api/staff/payments/check', method: 'POST', write: 'staff' },
  { route: '/api/staff/payments/record', method: 'POST', write: 'staff' },
  { route: '/api/staff/payments/export', method: 'GET', query: ['from', 'to'] },
  // A paid link's way back: whatever its query, the learner is sent on (303), and nothing is recorded here.
  {
    route: '/api/payments/razorpay/link-return/[token]',
    method: 'GET',
    query: ['razorpay_payment_id', 'razorpay_signature'],
  },
  // The payment sandbox (issue 55), off on this server: 404 everywhere.
  { route: '/api/payments-sandbox/v1/[...path]', method: 'GET' },
  { route: '/api/payments-sandbox/v1/[...path]', method: 'POST', write: 'other' },
  { route: '/api/payments-sandbox/checkout', method: 'GET' },
  { route: '/api/payments-sandbox/checkout', method: 'POST', write: 'other' },
  { route: '/api/payments-sandbox/checkout.js', method: 'GET' },
  { route: '/api/payments-sandbox/links/[linkId]', method: 'GET' },
  { route: '/api/payments-sandbox/links/[linkId]', method: 'POST', write: 'other' },
  // A press of the public chat button (issue 54): counted under a page the site serves, or not at all.
  { route: '/api/whatsapp-clicks', method: 'POST', write: 'other' },
  // An open console's look for new leads (issue 54).
  { route: '/api/staff/leads/news', method: 'GET', query: ['after'] },
  {
    route: '/api/staff/leads/export',
    method: 'GET',
    query: ['due', 'kind', 'status', 'owner', 'course', 'from', 'to', 'q', 'page'],
  },
  // The catalogue editor (issue 29): admins only, so refused here too; its images are public.
  { route: '/api/catalogue/images/[imageId]', method: 'GET' },
  { route: '/api/staff/catalogue/categories', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/categories/[categoryId]', method: 'PUT', write: 'staff' },
  { route: '/api/staff/catalogue/categories/[categoryId]', method: 'DELETE', write: 'staff' },
  { route: '/api/staff/catalogue/courses', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/courses/[courseId]', method: 'PUT', write: 'staff' },
  { route: '/api/staff/catalogue/courses/[courseId]/state', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/trainers', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/trainers/[trainerId]', method: 'PUT', write: 'staff' },
  { route: '/api/staff/catalogue/applications/[applicationId]/approve', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/images', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/preview', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/import', method: 'POST', write: 'staff' },
  { route: '/api/staff/catalogue/import/template', method: 'GET', query: ['kind'] },
];

const segment = fc.oneof(
  { weight: 4, arbitrary: urlPiece },
  fc.constantFrom('1', 'guitar', 'Guitar', '2147483647', '2147483648'),
);
const queryValue = fc.oneof(
  { weight: 3, arbitrary: urlPiece },
  { weight: 2, arbitrary: fc.oneof(formLike, hostileJson).map((v) => encodeURIComponent(JSON.stringify(v) ?? 'null')) },
  fc.constantFrom(PREVIEW_SECRET, '/about', '/%09/evil.example', '//evil.example', '/%0d%0a/x', '/%E3%80%82/x'),
);
const query = (names: string[]) =>
  fc
    .array(fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names, 'search') }, urlPiece), queryValue), {
      maxLength: 4,
    })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
// Fresh and stale signature headers with forged digests: the webhook must refuse them all without a 500.
const signature = fc
  .tuple(fc.integer({ min: -600_000, max: 120_000 }), headerText)
  .map(([offset, digest]) => `t=${Date.now() + offset},v1=${digest.replace(/[,\s]/g, '') || 'x'}`);

// Valid forms with one field made hostile: these reach the database lookups, and some are accepted and stored,
// which the last test counts against what was answered 2xx.
const TEMPLATES: Record<string, Record<string, unknown>> = {
  '/api/contactUs/contactUs': enquiryBody(),
  '/api/request/requestDemo': demoRequestBody(PAID_SESSION_COURSE.firstTrainerName),
  '/api/trainer/trainers': trainerApplicationBody('arjun@example.in'),
  '/api/otp/send': { email: 'fuzz@example.in' },
  '/api/whatsapp-clicks': { path: '/course' },
  '/api/otp/verify': { email: 'fuzz@example.in', otpCode: 123456 },
  '/api/user/login': { email: 'fuzz@example.in', password: 'Sitar#Raag1' },
  '/api/user/createuser': {
    FullName: 'Fuzz User',
    email: 'fuzz@example.in',
    phonenumber: '9444444444',
    password: 'Sitar#Raag1',
    confirmpassword: 'Sitar#Raag1',
    roleid: 2,
  },
  '/api/user/forget': { email: 'fuzz@example.in', password: 'Sitar#Raag1', confirmPassword: 'Sitar#Raag1' },
};
const nearValid = (template: Record<string, unknown>): fc.Arbitrary<HostileBody> =>
  fc
    .tuple(fc.constantFrom(...Object.keys(template), 'extra'), hostileJson)
    .map(([key, value]) => ({ contentType: 'application/json', body: JSON.stringify({ ...template, [key]: value }) }));

function requests(endpoint: Endpoint): fc.Arbitrary<Request> {
  const template = TEMPLATES[endpoint.route];
  const parts = endpoint.route
    .split('/')
    .map((part) =>
      part === '[...path]'
        ? fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('/'))
        : part.startsWith('[')
          ? segment
          : fc.constant(part),
    );
  return fc.record({
    path: fc
      .tuple(fc.tuple(...parts), endpoint.query ? query(endpoint.query) : fc.constant(''))
      .map(([p, q]) => p.join('/') + q),
    method: fc.constant(endpoint.method),
    headers:
      endpoint.route === '/api/revalidate'
        ? fc.tuple(hostileHeaders, signature).map(([h, s]) => ({ ...h, 'sanity-webhook-signature': s }))
        : hostileHeaders,
    body:
      endpoint.method === 'GET'
        ? fc.constant(undefined)
        : template
          ? fc.oneof({ weight: 3, arbitrary: hostileBody }, { weight: 1, arbitrary: nearValid(template) })
          : hostileBody,
  });
}

/** The requests issue 12 found answering 500 or redirecting off the site, always tried first. */
function knownShapes(endpoint: Endpoint): Request[] {
  const at = (path: string, body?: HostileBody, headers: Record<string, string> = {}) => ({
    path,
    method: endpoint.method,
    headers,
    body,
  });
  const route = endpoint.route.replace(/\[[^\]]+\]/g, PAID_SESSION_COURSE.slug);
  if (endpoint.method === 'GET') {
    const shapes = [at(`${route}?search=a%00b`), at(route.replace(PAID_SESSION_COURSE.slug, 'a%00b'))];
    if (endpoint.route.startsWith('/api/draft-mode/')) {
      const secret = endpoint.route.endsWith('enable') ? `secret=${PREVIEW_SECRET}&` : '';
      for (const target of [
        '/%0a/x',
        '/%0d%0a/x',
        '/%E3%80%82/x',
        '/%09/evil.example',
        '/%5C/evil.example',
        '//evil.example',
      ]) {
        shapes.push(at(`${route}?${secret}redirect=${target}`));
      }
    }
    return shapes;
  }
  const json = (body: string) => ({ contentType: 'application/json', body });
  return [
    at(route, json('['.repeat(5000) + ']'.repeat(5000))),
    ...['null', '[]', '1', '"x"', 'true'].map((body) => at(route, json(body))),
    at(route, json('{}'), { origin: 'https://evil.example' }),
  ];
}

const accepted = new Map<Write, number>();
/** What lib/http/same-origin.ts refuses: the browser says cross-site, or an Origin other than this server's. */
const looksCrossSite = (headers: Record<string, string>) => {
  const [site, origin] = [headers['sec-fetch-site']?.trim(), headers.origin?.trim()];
  return site === 'cross-site' || (!!origin && site !== 'same-site' && origin !== server.url);
};
const decodable = (path: string) => {
  try {
    return decodeURIComponent(new URL(server.url + path).pathname) !== undefined;
  } catch {
    return false;
  }
};

async function send(endpoint: Endpoint, request: Request) {
  // undici refuses to send an empty Authorization header, so empty values are left out.
  const headers = new Headers(Object.entries(request.headers).filter(([, value]) => value.trim() !== ''));
  if (request.body?.contentType != null) headers.set('content-type', request.body.contentType);
  const init: RequestInit = {
    method: request.method,
    headers,
    body: request.body?.body as BodyInit | undefined,
    redirect: 'manual',
  };
  // Dot segments ('..', '%2e%2e') can resolve the address out of /api; those requests are not API requests.
  fc.pre(new URL(server.url + request.path).pathname.startsWith('/api/'));
  const response = await fetch(server.url + request.path, init);
  const text = await response.text();
  const where = `${request.method} ${request.path} -> ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, where).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
    // GraphQL answers its errors in its own shape: {errors: [{message}]}.
    const body = JSON.parse(text) as { error?: unknown; errors?: { message?: unknown }[] };
    const error = endpoint.route === '/api/graphql' ? body.errors?.[0]?.message : body.error;
    expect(typeof error === 'string' && error.length > 0, where).toBe(true);
  }
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location') ?? '';
    expect(location, where).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  }
  // A malformed address is refused (400) before the origin is looked at. An address with repeated or trailing
  // slashes gets Next's 308 to its normal form before any route (or the proxy) sees it, which writes nothing (the
  // proxy itself redirects page paths only, never /api).
  const normalised = response.status === 308;
  if (endpoint.write && looksCrossSite(request.headers) && !normalised) {
    expect(response.status, where).toBe(decodable(request.path) ? 403 : 400);
  }
  if (endpoint.write && response.status < 300) accepted.set(endpoint.write, (accepted.get(endpoint.write) ?? 0) + 1);
}

describe('fuzzing every API route', () => {
  it('covers every route under app/api', () => {
    const routes = readdirSync(path.join(webDir, 'app/api'), { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'route.ts')
      .map((file) => `/api/${path.dirname(file).split(path.sep).join('/')}`);
    expect(new Set(ENDPOINTS.map((e) => e.route))).toEqual(new Set(routes));
  });

  for (const endpoint of ENDPOINTS) {
    // The catch-all is one handler for five methods: fewer runs each.
    const numRuns = endpoint.route === '/api/[...path]' ? Math.ceil(RUNS / 5) : RUNS;
    it(`${endpoint.method} ${endpoint.route}: no 5xx, errors as JSON, redirects on this site`, async () => {
      await fc.assert(
        fc.asyncProperty(requests(endpoint), (request) => send(endpoint, request)),
        {
          numRuns,
          seed: SEED,
          examples: knownShapes(endpoint).map((request) => [request]),
        },
      );
    }, 120_000);
  }

  it('logged no unexpected error', () => {
    expect(server.output()).not.toContain('[api] unexpected error');
    expect(server.output()).not.toContain('Maximum call stack size exceeded');
  });

  it('stored a row only for a request it accepted', async () => {
    const { db } = await server.stopAndOpenDb();
    type Counted =
      | typeof reviews
      | typeof enrolments
      | typeof demoRequests
      | typeof contactEnquiries
      | typeof trainerApplications
      | typeof users
      | typeof otpCodes
      | typeof sessions
      | typeof reviewPhotos
      | typeof staffSessions
      | typeof staffAudit;
    // Rows made since the fuzzing began (the seeded reviews are all older).
    const rows = async (table: Counted) =>
      (await db.select({ n: count() }).from(table).where(gte(table.createdAt, startedAt)))[0]!.n;
    const ok = (write: Write) => accepted.get(write) ?? 0;
    expect({
      enrolments: await rows(enrolments),
      demos: await rows(demoRequests),
      enquiries: await rows(contactEnquiries),
      applications: await rows(trainerApplications),
      reviews: await rows(reviews),
      users: await rows(users),
      sessions: await rows(sessions),
    }).toEqual({
      enrolments: ok('enrolment'),
      demos: ok('demo'),
      enquiries: ok('enquiry'),
      applications: ok('application'),
      reviews: ok('review'),
      users: ok('user'),
      sessions: ok('login'),
    });
    // No staff member exists here: every staff action was refused, and none left a session or an audit row.
    expect({ accepted: ok('staff'), sessions: await rows(staffSessions), audit: await rows(staffAudit) }).toEqual({
      accepted: 0,
      sessions: 0,
      audit: 0,
    });
    // Each stored submission is one lead for the staff console, written in the same transaction.
    const newLeads = (await db.select({ n: count() }).from(leads).where(gte(leads.receivedAt, startedAt)))[0]!.n;
    expect(newLeads).toBe(ok('enrolment') + ok('demo') + ok('enquiry') + ok('application'));
    expect(await rows(reviewPhotos)).toBeLessThanOrEqual(ok('review'));
    expect(await rows(otpCodes)).toBeLessThanOrEqual(ok('otp'));
    console.log(`[fuzz] accepted writes: ${JSON.stringify(Object.fromEntries(accepted))}`);
  });
});
