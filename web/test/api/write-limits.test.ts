import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trainerEntriesSchema, type WireTrainerEntry } from '@/lib/contract';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { earnPass } from '../client-pass';
import { demoRequestBody, enquiryBody, enrolmentBody, reviewForm, trainerApplicationBody } from '../form-bodies';
import { signedUpLearner } from '../learners';
import { startMailCatcher } from '../mail-catcher';
import { postJson, startOwnServer, type OwnServer } from '../own-server';

// The anonymous write limits and the inbox digest (web/lib/academy/limits.ts, writers.ts, inbox.ts) with small
// numbers: 2 writes of a kind per client and 6 per course an hour, of which writes from no known client reach 2,
// passes and addresses 3, fresh accounts 4, and only accounts with history all 6 (issue 50).
// `direct` trusts no proxy (a client is its account or its client pass; X-Forwarded-For is the client's own word);
// `proxied` trusts one, so the address is the client. `digest` takes any number of writes and mails the inbox 2 at
// once, then one mail every 2 s.
const SMALL = {
  REVIEWS_PER_CLIENT_PER_HOUR: '2',
  REVIEWS_PER_COURSE_PER_HOUR: '6',
  REQUESTS_PER_CLIENT_PER_HOUR: '2',
  REQUESTS_PER_COURSE_PER_HOUR: '6',
  OTP_PASS_DIFFICULTY: '8',
};
const INBOX = 'inbox@academy.test';
let direct: OwnServer;
let proxied: OwnServer;
let digest: OwnServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let courseNames: string[];

beforeAll(async () => {
  mail = await startMailCatcher();
  [direct, proxied, digest] = await Promise.all([
    startOwnServer({ SMTP_URL: mail.url, ...SMALL }),
    startOwnServer({ SMTP_URL: mail.url, ...SMALL, TRUST_PROXY: '1' }),
    startOwnServer({
      SMTP_URL: mail.url,
      ACADEMY_INBOX: INBOX,
      INBOX_MAILS_AT_ONCE: '2',
      INBOX_DIGEST_EVERY_SECONDS: '2',
    }),
  ]);
  const courses = (await direct.api('/api/course/courses')).body as { courseName: string }[];
  courseNames = courses.map((c) => c.courseName).filter((name) => name !== PAID_SESSION_COURSE.courseName);
});
afterAll(async () => {
  await Promise.all([direct?.dispose(), proxied?.dispose(), digest?.dispose()]);
  await mail?.close();
});

let counter = 0;
// A forged address on every request to `direct`: it must change nothing when no proxy is trusted.
const forged = () => ({ 'x-forwarded-for': `198.51.100.${++counter % 250}` });
const passHeader = (pass: string): Record<string, string> => ({ 'x-client-pass': pass });

function review(server: OwnServer, courseName: string, headers: Record<string, string> = {}) {
  const form = reviewForm({
    studentName: 'Nikhil',
    reviewDescription: 'Patient teacher, clear lessons.',
    ratings: '1',
    courseName,
  });
  return server.api('/api/reviews/featuredreview', { method: 'POST', body: form, headers });
}
const reviewCount = async (server: OwnServer, courseName: string) =>
  (
    (await server.api(`/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName }))}`))
      .body as { reviews: unknown[] }
  ).reviews.length;
/** Everything a course's stars show: the review summary, and the course's rating and count in the course list. */
async function ratingOf(server: OwnServer, courseName: string) {
  const summary = (await server.api(`/api/reviews/totalandavgcourse/${encodeURIComponent(courseName)}`))
    .body as unknown[];
  const course = (
    (await server.api('/api/course/courses')).body as {
      courseName: string;
      courseRating: number;
      ratingsCount: number;
    }[]
  ).find((c) => c.courseName === courseName)!;
  return { summary, courseRating: course.courseRating, ratingsCount: course.ratingsCount };
}

const post = (server: OwnServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.api(path, postJson(body, headers));
const enquiry = (courseName: string = PAID_SESSION_COURSE.courseName) => enquiryBody({ courseName });
const guitarTrainer = async (server: OwnServer): Promise<WireTrainerEntry> =>
  trainerEntriesSchema.parse((await server.api(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).body)[0]!;

type Answer = Awaited<ReturnType<OwnServer['api']>>;
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
/** Every refusal is a 429 with these words and a wait to show. */
function expectRefused(answers: Answer[], message: string) {
  for (const answer of answers) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ error: message });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }
}

const COURSE_FULL = (noun: string) =>
  `Too many ${noun} are being sent for this course right now. Please try again later.`;
const FROM_HERE = (noun: string) => `Too many ${noun} have been sent from here. Please try again later.`;
const ALREADY = { error: 'You have already reviewed this course.' };

describe('reviews', () => {
  it("a flood from no known client and from any number of passes spends half a course's budget; a logged-in learner still reviews it", async () => {
    const course = courseNames[0]!;
    const before = await reviewCount(direct, course);
    const flood = await Promise.all(Array.from({ length: 6 }, () => review(direct, course, forged())));
    // Passes cost a proof of work each, but the attacker may earn as many as they like.
    const passes = await Promise.all(Array.from({ length: 4 }, () => earnPass(direct.url)));
    const byPasses = await Promise.all(passes.map((pass) => review(direct, course, passHeader(pass))));
    const learner = await review(direct, course, await signedUpLearner(direct.url, mail));

    // The learner first: this is what the flood used to take (the whole hour's budget, so a 429).
    expect(learner.status, learner.text).toBe(201);
    expect(statuses(flood)).toEqual([201, 201, 429, 429, 429, 429]);
    expectRefused(
      flood.filter((a) => a.status === 429),
      COURSE_FULL('reviews'),
    );
    expect(statuses(byPasses)).toEqual([201, 429, 429, 429]);
    expectRefused(
      byPasses.filter((a) => a.status === 429),
      COURSE_FULL('reviews'),
    );
    const [stored] = byPasses.flatMap((a, i) => (a.status === 201 ? [passes[i]!] : []));
    const again = await review(direct, course, passHeader(stored!));
    expect([again.status, again.body]).toEqual([409, ALREADY]);

    // Fresh accounts reach three quarters: a second one finds them spent (the last quarter is for accounts with
    // history, a day old).
    expectRefused([await review(direct, course, await signedUpLearner(direct.url, mail))], COURSE_FULL('reviews'));
    // Nothing refused was stored: the flood's two, the passes' one and the learner's.
    expect(await reviewCount(direct, course)).toBe(before + 4);
  });

  it("a review refused by a limit moves no star: the summary, the course's rating and its count stay as they were", async () => {
    const course = courseNames[1]!;
    const flood = await Promise.all(Array.from({ length: 6 }, () => review(direct, course, forged())));
    expect(statuses(flood)).toContain(429);
    const before = await ratingOf(direct, course);
    expect(before.ratingsCount).toBeGreaterThan(0);
    // One-star reviews, each refused: by the course's limit, and as a pass's second review of the course.
    expectRefused(
      await Promise.all([review(direct, course, forged()), review(direct, course, forged())]),
      COURSE_FULL('reviews'),
    );
    const pass = passHeader(await earnPass(direct.url));
    expect((await review(direct, course, pass)).status).toBe(201);
    const afterOne = await ratingOf(direct, course);
    expect(afterOne.ratingsCount).toBe(before.ratingsCount + 1);
    const again = await review(direct, course, pass);
    expect([again.status, again.body]).toEqual([409, ALREADY]);
    expectRefused([await review(direct, course, forged())], COURSE_FULL('reviews'));
    expect(await ratingOf(direct, course)).toEqual(afterOne);
  });

  it('one client (a pass) is held to 2 reviews an hour across courses; another client is not', async () => {
    const pass = await earnPass(direct.url);
    expect((await review(direct, courseNames[2]!, passHeader(pass))).status).toBe(201);
    expect((await review(direct, courseNames[3]!, passHeader(pass))).status).toBe(201);
    expectRefused([await review(direct, courseNames[4]!, passHeader(pass))], FROM_HERE('reviews'));
    expect((await review(direct, courseNames[4]!, passHeader(await earnPass(direct.url)))).status).toBe(201);
  });

  it("a logged-in learner's review is theirs: one per course even when sent twice at once, counted by account whatever pass comes with it", async () => {
    const course = courseNames[5]!;
    const twiceAtOnce = await signedUpLearner(direct.url, mail);
    const before = await reviewCount(direct, course);
    const twice = await Promise.all([
      review(direct, course, twiceAtOnce),
      review(direct, course, { ...twiceAtOnce, ...passHeader(await earnPass(direct.url)) }),
    ]);
    expect(statuses(twice)).toEqual([201, 409]);
    expect(twice.find((a) => a.status === 409)!.body).toEqual(ALREADY);
    expect(await reviewCount(direct, course)).toBe(before + 1);

    // Sent again once stored, a learner's review is refused before the limits and spends none of them: after three
    // more, the account still has its second review of the hour, and then none, fresh pass or not.
    const learner = await signedUpLearner(direct.url, mail);
    expect((await review(direct, courseNames[6]!, learner)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await review(direct, courseNames[6]!, learner)).body).toEqual(ALREADY);
    expect(
      (await review(direct, courseNames[7]!, { ...learner, ...passHeader(await earnPass(direct.url)) })).status,
    ).toBe(201);
    expectRefused(
      [await review(direct, courseNames[8]!, { ...learner, ...passHeader(await earnPass(direct.url)) })],
      FROM_HERE('reviews'),
    );
  });

  it('behind a trusted proxy the address is the client: one review per course, two an hour', async () => {
    const course = courseNames[6]!;
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await review(proxied, course, from('203.0.113.7'))).status).toBe(201);
    const again = await review(proxied, course, from('203.0.113.7'));
    expect([again.status, again.body]).toEqual([409, ALREADY]);
    expect((await review(proxied, course, from('203.0.113.8'))).status).toBe(201);
    expect((await review(proxied, courseNames[7]!, from('203.0.113.7'))).status).toBe(201);
    expectRefused([await review(proxied, courseNames[8]!, from('203.0.113.7'))], FROM_HERE('reviews'));
  });

  it("behind a trusted proxy, any number of addresses spend half a course's reviews and enrolments; a logged-in learner still writes both", async () => {
    const course = courseNames[9]!;
    const addresses = Array.from({ length: 7 }, (_, i) => ({ 'x-forwarded-for': `203.0.113.${100 + i}` }));
    const guitar = await guitarTrainer(proxied);
    const enrol = (headers: Record<string, string>) =>
      post(proxied, `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, enrolmentBody(guitar), headers);
    const flood = await Promise.all(addresses.map((from) => review(proxied, course, from)));
    const enrolments = await Promise.all(addresses.map(enrol));

    const from = { 'x-forwarded-for': '198.51.100.77' };
    const learner = { ...from, ...(await signedUpLearner(proxied.url, mail, from)) };
    const [reviewed, enrolled] = [await review(proxied, course, learner), await enrol(learner)];
    expect([reviewed.status, enrolled.status]).toEqual([201, 201]);
    expect(statuses(flood)).toEqual([201, 201, 201, 429, 429, 429, 429]);
    expectRefused(
      flood.filter((a) => a.status === 429),
      COURSE_FULL('reviews'),
    );
    expect(statuses(enrolments)).toEqual([201, 201, 201, 429, 429, 429, 429]);
    expectRefused(
      enrolments.filter((a) => a.status === 429),
      COURSE_FULL('enrolments'),
    );
  });
});

describe('enrolments, demo requests, enquiries and applications', () => {
  it("enrolments from no known client spend a third of the course's budget, passes half; a logged-in learner still enrols", async () => {
    const guitar = await guitarTrainer(direct);
    const enrol = (headers: Record<string, string>) =>
      post(direct, `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, enrolmentBody(guitar), headers);
    const flood = await Promise.all(Array.from({ length: 8 }, () => enrol(forged())));
    const passes = await Promise.all(Array.from({ length: 4 }, () => earnPass(direct.url)));
    const byPasses = await Promise.all(passes.map((pass) => enrol(passHeader(pass))));
    expect((await enrol(await signedUpLearner(direct.url, mail))).status).toBe(201);
    expect(statuses(flood)).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    expectRefused(
      flood.filter((a) => a.status === 429),
      COURSE_FULL('enrolments'),
    );
    expect(statuses(byPasses)).toEqual([201, 429, 429, 429]);
    // Each kind has budgets of its own: the course still takes enquiries.
    expect(
      (await post(direct, '/api/contactUs/contactUs', enquiry(), passHeader(await earnPass(direct.url)))).status,
    ).toBe(201);
  });

  it('one client (a pass) sends 2 enquiries an hour; bad input spends none of it', async () => {
    const pass = passHeader(await earnPass(direct.url));
    expect(
      (await post(direct, '/api/contactUs/contactUs', { ...enquiry(courseNames[9]), name: '' }, pass)).status,
    ).toBe(400);
    expect((await post(direct, '/api/contactUs/contactUs', enquiry(courseNames[9]), pass)).status).toBe(201);
    expect((await post(direct, '/api/contactUs/contactUs', enquiry(courseNames[10]), pass)).status).toBe(201);
    expectRefused(
      [await post(direct, '/api/contactUs/contactUs', enquiry(courseNames[11]), pass)],
      FROM_HERE('enquiries'),
    );
  });

  it('behind a trusted proxy: 2 demo requests and 2 applications an hour per address', async () => {
    const guitar = await guitarTrainer(proxied);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const demo = (ip: string) =>
      post(proxied, '/api/request/requestDemo', demoRequestBody(guitar.trainerName), from(ip));
    const apply = (email: string) =>
      post(proxied, '/api/trainer/trainers', trainerApplicationBody(email), from('203.0.113.30'));
    expect((await demo('203.0.113.20')).status).toBe(201);
    expect((await demo('203.0.113.20')).status).toBe(201);
    expectRefused([await demo('203.0.113.20')], FROM_HERE('demo requests'));
    expect((await demo('203.0.113.21')).status).toBe(201);

    const stamp = Date.now();
    expect((await apply(`a.${stamp}@example.in`)).status).toBe(201);
    expect((await apply(`b.${stamp}@example.in`)).status).toBe(201);
    const third = await apply(`c.${stamp}@example.in`);
    expect(third.status).toBe(429);
    // The Become a Trainer page shows `message`.
    expect(third.body).toMatchObject({ error: FROM_HERE('applications'), message: FROM_HERE('applications') });
  });
});

describe('inbox digest', () => {
  const inboxMails = () =>
    mail.to(INBOX).map((m) => ({
      subject: /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '',
      enquiries: [...m.raw.matchAll(/^Enquiry: (\d+)/gm)].map((match) => Number(match[1])),
    }));

  it('seven enquiries at once: two mails, then one digest with the other five; later ones go alone again', async () => {
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => post(digest, '/api/contactUs/contactUs', enquiry())),
    );
    expect(statuses(answers)).toEqual(Array(7).fill(201));
    const ids = answers.map((a) => (a.body as { id: number }).id).sort((a, b) => a - b);

    // Which of the seven are mailed alone depends on how the requests interleave (one that is let through after
    // others were held carries them in its own digest): what holds is that the inbox gets three mails, not seven,
    // and every enquiry is in exactly one of them.
    const delivered = () =>
      inboxMails()
        .flatMap((m) => m.enquiries)
        .sort((a, b) => a - b);
    await vi.waitFor(() => expect(delivered()).toEqual(ids), { timeout: 10_000, interval: 100 });
    const mails = inboxMails();
    expect(mails).toHaveLength(3);
    expect(
      mails
        .filter((m) => m.enquiries.length === 1)
        .every((m) => m.subject === `New enquiry: ${PAID_SESSION_COURSE.courseName}`),
    ).toBe(true);
    expect(mails.filter((m) => m.enquiries.length > 1).map((m) => m.subject)).toEqual(
      mails.filter((m) => m.enquiries.length > 1).map((m) => `${m.enquiries.length} new notifications`),
    );
    expect(mails.some((m) => m.enquiries.length > 1)).toBe(true);

    // The next one goes out on its own, at once or when the inbox's budget has a mail again.
    const { id } = (await post(digest, '/api/contactUs/contactUs', enquiry())).body as { id: number };
    await vi.waitFor(() => expect(inboxMails()).toHaveLength(mails.length + 1), { timeout: 10_000, interval: 100 });
    expect(inboxMails().at(-1)).toEqual({ subject: `New enquiry: ${PAID_SESSION_COURSE.courseName}`, enquiries: [id] });
  });
});
