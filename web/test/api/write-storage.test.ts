import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trainerEntriesSchema, type WireTrainerEntry } from '@/lib/contract';
import {
  demoRequests,
  contactEnquiries,
  enrolments,
  outbox,
  reviewPhotos,
  reviews,
  trainerApplications,
} from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { demoRequestBody, enquiryBody, enrolmentBody, reviewForm, trainerApplicationBody } from '../form-bodies';
import { otpIn } from '../mail-catcher';
import { postJson, startOwnServer, type OwnServer } from '../own-server';
import { EXIF_MARKER, jpegWithExif } from '../photos';

// Every test gets a server of its own on a fresh database, without SMTP (mail goes to the log and the outbox table).
// A test stops its server and opens the database to check what it stored and what it did not; nothing carries over
// from one test to the next. The lifetimes are short only where a test watches one run out: on a saturated machine a
// 2 s code could expire between its mail and its first use in a test about something else.
const OTP_TTL_SECONDS = 2;
const SESSION_IDLE_SECONDS = 5;
const STAFF = 'staff@academy.test';
let server: OwnServer;

function serverForEachTest(lifetimes: Record<string, string> = {}) {
  beforeEach(async () => {
    server = await startOwnServer({ ACADEMY_INBOX: STAFF, ...lifetimes });
  });
  afterEach(() => server?.dispose());
}

const post = (path: string, body: unknown) => server.api(path, postJson(body));
const guitarTrainer = async (): Promise<WireTrainerEntry> =>
  trainerEntriesSchema.parse((await server.api(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).body)[0]!;
/** The server's stdout arrives through a pipe, so a line logged during a request may follow its response. */
const logged = (line: string) => vi.waitFor(() => expect(server.output()).toContain(line));
const mailLine = (to: string, subject: string) => `[mail] to=${to} subject=${JSON.stringify(subject)}`;
const codeFromLog = async (email: string) => {
  await logged(mailLine(email, 'Your verification code'));
  return otpIn(
    server
      .output()
      .split('[mail] ')
      .filter((m) => m.startsWith(`to=${email} `))
      .join('\n'),
  );
};
type Db = Awaited<ReturnType<OwnServer['stopAndOpenDb']>>['db'];
type CountedTable = typeof enrolments | typeof demoRequests | typeof contactEnquiries | typeof trainerApplications;
const countRows = async (db: Db, table: CountedTable) => (await db.select({ n: count() }).from(table))[0]!.n;
const outboxOf = async (db: Db) =>
  (await db.select().from(outbox)).map((m) => ({ to: m.to, subject: m.subject, status: m.status }));

const enrolment = (guitar: WireTrainerEntry, i: number) => enrolmentBody(guitar, { email: `learner${i}@example.in` });
// The one application stored; a second from the same email is refused.
const application = (overrides: Record<string, unknown> = {}) => trainerApplicationBody('arjun@example.in', overrides);

describe('durable writes', () => {
  serverForEachTest();

  it('stores 20 concurrent enrolments, every one of them', async () => {
    const guitar = await guitarTrainer();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(`/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, enrolment(guitar, i)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const accepted: number[] = results.map((r) => r.body.id);
    expect(new Set(accepted).size).toBe(20);
    await logged(mailLine(STAFF, 'New enrolment: Guitar'));

    const { db } = await server.stopAndOpenDb();
    const rows = await db
      .select({ id: enrolments.id, email: enrolments.email, timeFrom: enrolments.timeFrom })
      .from(enrolments);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...accepted].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.email)).size).toBe(20);
    expect(rows.every((r) => r.timeFrom === guitar.availableBatchess[0]!.from)).toBe(true);
    const mails = await outboxOf(db);
    expect(mails.filter((m) => m.to === STAFF)).toEqual(
      Array(20).fill({ to: STAFF, subject: 'New enrolment: Guitar', status: 'logged' }),
    );
    // Each learner's confirmation, stored in the enrolment's own transaction.
    expect(
      mails
        .filter((m) => m.to !== STAFF)
        .map((m) => m.to)
        .sort(),
    ).toEqual(rows.map((r) => r.email).sort());
    expect(
      mails
        .filter((m) => m.to !== STAFF)
        .every((m) => m.subject === 'Your enrolment in Guitar' && m.status === 'logged'),
    ).toBe(true);
  });

  it('stores the other submissions and a review with a photo', async () => {
    const guitar = await guitarTrainer();
    const demo = await post('/api/request/requestDemo', demoRequestBody(guitar.trainerName));
    expect(demo.status).toBe(201);
    const enquiry = await post('/api/contactUs/contactUs', enquiryBody());
    expect(enquiry.status).toBe(201);
    expect((await post('/api/trainer/trainers', application())).status).toBe(201);
    const form = reviewForm({
      studentName: 'Photo Person',
      reviewDescription: 'Good',
      ratings: '4',
      courseName: 'Guitar',
    });
    form.append('imageOfStudent', new Blob([await jpegWithExif()], { type: 'image/jpeg' }), 'me.jpg');
    expect((await server.api('/api/reviews/featuredreview', { method: 'POST', body: form })).status).toBe(201);
    for (const subject of ['New demo request: Guitar', 'New enquiry: Guitar', 'New trainer application']) {
      await logged(mailLine(STAFF, subject));
    }

    const { db } = await server.stopAndOpenDb();
    const total = (table: CountedTable) => countRows(db, table);
    expect(await total(demoRequests)).toBe(1);
    expect(await total(contactEnquiries)).toBe(1);
    expect(await total(trainerApplications)).toBe(1);
    expect(await total(enrolments)).toBe(0);
    const [review] = await db.select().from(reviews).where(eq(reviews.studentName, 'Photo Person'));
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.id, review!.photoId!));
    expect(photo!.bytes.includes(EXIF_MARKER)).toBe(false);
    expect((await sharp(photo!.bytes).metadata()).exif).toBeUndefined();
    const mails = await outboxOf(db);
    expect(mails.every((m) => m.status === 'logged')).toBe(true);
    expect(
      mails
        .filter((m) => m.to === STAFF)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['New demo request: Guitar', 'New enquiry: Guitar', 'New trainer application']);
  });

  it('stores nothing from refused requests', async () => {
    const guitar = await guitarTrainer();
    // The one accepted write: an application whose email the duplicate below collides with.
    expect((await post('/api/trainer/trainers', application())).status).toBe(201);
    const refusals = await Promise.all([
      post(`/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, { ...enrolment(guitar, 99), contact: '12' }),
      post('/api/enroll/userEnrollment/not-a-course', enrolment(guitar, 98)),
      post(`/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, {
        ...enrolment(guitar, 97),
        availableBatchess: '01:00 AM - 02:00 AM',
      }),
      post('/api/request/requestDemo', demoRequestBody('Nobody Here')),
      post('/api/contactUs/contactUs', enquiryBody({ courseName: 'Nope', message: 'Hi there' })),
      post('/api/trainer/trainers', application({ hours: 2, Textarea: 'Again' })),
      post('/api/trainer/trainers', application({ email: 'other@example.in', courses: ['Guitar', 'Nope'] })),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([400, 404, 400, 404, 404, 409, 404]);
    const text = reviewForm({ studentName: 'Sneaky', reviewDescription: 'x', ratings: '5', courseName: 'Guitar' });
    text.append('imageOfStudent', new Blob(['hello'], { type: 'image/jpeg' }), 'x.jpg');
    expect((await server.api('/api/reviews/featuredreview', { method: 'POST', body: text })).status).toBe(415);

    const { db } = await server.stopAndOpenDb();
    const total = (table: CountedTable) => countRows(db, table);
    expect(await total(enrolments)).toBe(0);
    expect(await total(demoRequests)).toBe(0);
    expect(await total(contactEnquiries)).toBe(0);
    expect(await db.select({ email: trainerApplications.email }).from(trainerApplications)).toEqual([
      { email: 'arjun@example.in' },
    ]);
    expect((await db.select().from(reviews).where(eq(reviews.studentName, 'Sneaky'))).length).toBe(0);
    expect(await outboxOf(db)).toEqual([{ to: STAFF, subject: 'New trainer application', status: 'logged' }]);
  });
});

describe('an OTP code’s lifetime', () => {
  serverForEachTest({ OTP_TTL_SECONDS: String(OTP_TTL_SECONDS) });
  const EXPIRED_OTP = 'This OTP has expired. Please request a new one.';

  it('refuses an expired OTP code', async () => {
    const email = 'slow@example.in';
    expect((await post('/api/otp/send', { email })).status).toBe(200);
    const code = await codeFromLog(email);
    // Watching the code run out without spending it: a wrong guess is answered 'Invalid OTP' while the code lives
    // and 'expired' after. Guesses a third of the lifetime apart stay under the limit of five wrong guesses.
    const wrong = code === 999_999 ? 100_000 : code + 1;
    const answers: string[] = [];
    await vi.waitFor(
      async () => {
        const { status, body } = await post('/api/otp/verify', { email, otpCode: wrong });
        answers.push(`${status} ${body.error}`);
        expect(body.error).toBe(EXPIRED_OTP);
      },
      { timeout: OTP_TTL_SECONDS * 1000 + 15_000, interval: (OTP_TTL_SECONDS * 1000) / 3 },
    );
    expect(answers.at(-1)).toBe(`400 ${EXPIRED_OTP}`);
    for (const early of answers.slice(0, -1)) expect(early).toMatch(/^400 Invalid OTP\. [1-4] tries? left\.$/);
    const { status, body } = await post('/api/otp/verify', { email, otpCode: code });
    expect(status).toBe(400);
    expect(body.error).toBe(EXPIRED_OTP);

    const { db } = await server.stopAndOpenDb();
    expect(await outboxOf(db)).toEqual([{ to: email, subject: 'Your verification code', status: 'logged' }]);
  });
});

describe('a session’s lifetime', () => {
  serverForEachTest({ SESSION_IDLE_SECONDS: String(SESSION_IDLE_SECONDS) });

  it('ends a session that stays idle longer than SESSION_IDLE_SECONDS', async () => {
    const email = 'idle@example.in';
    expect((await post('/api/otp/send', { email })).status).toBe(200);
    const verified = await post('/api/otp/verify', { email, otpCode: await codeFromLog(email) });
    expect(verified.status).toBe(200);
    const password = 'veena789';
    const { verificationToken } = verified.body;
    expect(
      (
        await post('/api/user/createuser', {
          FullName: 'Idle User',
          email,
          phonenumber: '9444444444',
          password,
          confirmpassword: password,
          roleid: 2,
          verificationToken,
        })
      ).status,
    ).toBe(201);
    const loginSentAt = Date.now();
    const { token } = (await post('/api/user/login', { email, password })).body;
    const me = () => server.api('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    // Reads do not refresh an idle session more than once a minute, so asking until it ends does not prolong it.
    const answers: number[] = [];
    let ended: { error: string; after: number } | undefined;
    await vi.waitFor(
      async () => {
        const { status, body } = await me();
        answers.push(status);
        expect(status).toBe(401);
        ended = { error: body.error, after: Date.now() - loginSentAt };
      },
      { timeout: SESSION_IDLE_SECONDS * 1000 + 15_000, interval: 250 },
    );
    expect(answers).toEqual([...Array(answers.length - 1).fill(200), 401]);
    expect(ended!.error).toBe('Your session has expired. Please log in again.');
    expect(ended!.after).toBeGreaterThan(SESSION_IDLE_SECONDS * 1000);

    const { db } = await server.stopAndOpenDb();
    const mails = await outboxOf(db);
    expect(mails.every((m) => m.status === 'logged')).toBe(true);
    expect(mails.filter((m) => m.subject === 'Your verification code').map((m) => m.to)).toEqual([email]);
  });
});
