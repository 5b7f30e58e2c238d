import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainerEntriesSchema, type TrainerEntry } from '@/lib/contract';
import { demoRequests, contactEnquiries, enrolments, outbox, reviewPhotos, reviews, trainerApplications } from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { otpIn } from '../mail-catcher';
import { postJson, startOwnServer, type OwnServer } from '../own-server';
import { EXIF_MARKER, jpegWithExif } from '../photos';

// A server without SMTP (mail goes to the log and the outbox table), with short OTP and idle-session lifetimes so
// expiry can be observed, and whose database the last test opens to check what was and was not stored.
const OTP_TTL_SECONDS = 2;
const SESSION_IDLE_SECONDS = 3;
let server: OwnServer;
let guitar: TrainerEntry;

beforeAll(async () => {
  server = await startOwnServer({
    ACADEMY_INBOX: 'staff@academy.test',
    OTP_TTL_SECONDS: String(OTP_TTL_SECONDS),
    SESSION_IDLE_SECONDS: String(SESSION_IDLE_SECONDS),
  });
  guitar = trainerEntriesSchema.parse((await server.api(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).body)[0]!;
});
afterAll(() => server?.dispose());

const post = (path: string, body: unknown) => server.api(path, postJson(body));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const codeFromLog = (email: string) => otpIn(server.output().split('[mail] ').filter((m) => m.startsWith(`to=${email} `)).join('\n'));

const enrolment = (i: number) => ({
  name: 'Learner Number', email: `learner${i}@example.in`, contact: '9000000000', city: 'Chennai',
  trainer: guitar.trainerName, availableTrainerId: guitar.id,
  availableBatchess: `${guitar.availableBatchess[0]!.from} - ${guitar.availableBatchess[0]!.to}`,
  Course: { courseName: PAID_SESSION_COURSE.courseName }, slot: [{ label: 'Single Session', feeType: 'Session', price: 499 }],
});

const accepted = { enrolments: [] as number[], demo: 0, enquiries: 0, applications: 0, reviews: 0 };

describe('durable writes', () => {
  it('stores 20 concurrent enrolments, every one of them', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(`/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, enrolment(i))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    accepted.enrolments = results.map((r) => r.body.id);
    expect(new Set(accepted.enrolments).size).toBe(20);
  });

  it('stores the other submissions and a review with a photo', async () => {
    const demo = await post('/api/request/requestDemo', {
      name: 'Demo Person', email: 'demo@example.in', phonenumber: '9111111111', city: 'Delhi', trainerName: guitar.trainerName, course: 'Guitar',
    });
    expect(demo.status).toBe(201);
    accepted.demo++;
    const enquiry = await post('/api/contactUs/contactUs', {
      name: 'Enquiring Mind', email: 'ask@example.in', phonenumber: '9222222222', courseName: 'Guitar', message: 'Fees for two?',
    });
    expect(enquiry.status).toBe(201);
    accepted.enquiries++;
    const application = await post('/api/trainer/trainers', {
      firstname: 'Arjun', lastname: 'Nair', email: 'arjun@example.in', phonenumber: '9333333333', yearOfExperience: 3,
      area: 'Adyar', city: 'Chennai', hours: '2.5', Textarea: 'Violin teacher', courses: ['Guitar'],
    });
    expect(application.status).toBe(201);
    accepted.applications++;
    const form = new FormData();
    for (const [k, v] of Object.entries({ studentName: 'Photo Person', reviewDescription: 'Good', ratings: '4', courseName: 'Guitar' })) form.append(k, v);
    form.append('imageOfStudent', new Blob([await jpegWithExif()], { type: 'image/jpeg' }), 'me.jpg');
    expect((await server.api('/api/reviews/featuredreview', { method: 'POST', body: form })).status).toBe(201);
    accepted.reviews++;
  });

  it('stores nothing from refused requests', async () => {
    const refusals = await Promise.all([
      post(`/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, { ...enrolment(99), contact: '12' }),
      post('/api/enroll/userEnrollment/not-a-course', enrolment(98)),
      post(`/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`, { ...enrolment(97), availableBatchess: '01:00 AM - 02:00 AM' }),
      post('/api/request/requestDemo', { name: 'Demo Person', email: 'demo@example.in', phonenumber: '9111111111', city: 'Delhi', trainerName: 'Nobody Here', course: 'Guitar' }),
      post('/api/contactUs/contactUs', { name: 'Enquiring Mind', email: 'ask@example.in', phonenumber: '9222222222', courseName: 'Nope', message: 'Hi there' }),
      post('/api/trainer/trainers', { firstname: 'Arjun', lastname: 'Nair', email: 'arjun@example.in', phonenumber: '9333333333', yearOfExperience: 3, area: 'Adyar', city: 'Chennai', hours: 2, Textarea: 'Again', courses: ['Guitar'] }),
      post('/api/trainer/trainers', { firstname: 'Arjun', lastname: 'Nair', email: 'other@example.in', phonenumber: '9333333333', yearOfExperience: 3, area: 'Adyar', city: 'Chennai', hours: 2, Textarea: 'x', courses: ['Guitar', 'Nope'] }),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([400, 404, 400, 404, 404, 409, 404]);
    const text = new FormData();
    for (const [k, v] of Object.entries({ studentName: 'Sneaky', reviewDescription: 'x', ratings: '5', courseName: 'Guitar' })) text.append(k, v);
    text.append('imageOfStudent', new Blob(['hello'], { type: 'image/jpeg' }), 'x.jpg');
    expect((await server.api('/api/reviews/featuredreview', { method: 'POST', body: text })).status).toBe(415);
  });
});

describe('lifetimes', () => {
  it('refuses an expired OTP code', async () => {
    const email = 'slow@example.in';
    expect((await post('/api/otp/send', { email })).status).toBe(200);
    const code = codeFromLog(email);
    await sleep(OTP_TTL_SECONDS * 1000 + 300);
    const { status, body } = await post('/api/otp/verify', { email, otpCode: code });
    expect(status).toBe(400);
    expect(body.error).toMatch(/expired/);
  });

  it('ends a session that stays idle longer than SESSION_IDLE_SECONDS', async () => {
    const email = 'idle@example.in';
    expect((await post('/api/otp/send', { email })).status).toBe(200);
    expect((await post('/api/otp/verify', { email, otpCode: codeFromLog(email) })).status).toBe(200);
    const password = 'veena789';
    expect((await post('/api/user/createuser', { FullName: 'Idle User', email, phonenumber: '9444444444', password, confirmpassword: password, roleid: 2 })).status).toBe(201);
    const { token } = (await post('/api/user/login', { email, password })).body;
    const me = () => server.api('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    await sleep(SESSION_IDLE_SECONDS * 1000 + 500);
    expect((await me()).status).toBe(401);
  });
});

describe('mail without SMTP', () => {
  it('prints each message to the server log', () => {
    const log = server.output();
    expect(log).toContain('[mail] to=staff@academy.test subject="New demo request: Guitar"');
    expect(log).toContain('[mail] to=staff@academy.test subject="New enrolment: Guitar"');
    expect(log).toContain('[mail] to=staff@academy.test subject="New enquiry: Guitar"');
    expect(log).toContain('[mail] to=staff@academy.test subject="New trainer application"');
    expect(log).toContain('[mail] to=slow@example.in subject="Your verification code"');
  });
});

describe('the database afterwards', () => {
  it('holds exactly what was accepted, the outbox, and a photo without EXIF', async () => {
    const { db } = await server.stopAndOpenDb();
    const rows = await db.select({ id: enrolments.id, email: enrolments.email, timeFrom: enrolments.timeFrom }).from(enrolments);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...accepted.enrolments].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.email)).size).toBe(20);
    expect(rows.every((r) => r.timeFrom === guitar.availableBatchess[0]!.from)).toBe(true);
    const total = async (table: typeof demoRequests | typeof contactEnquiries | typeof trainerApplications | typeof reviewPhotos) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await total(demoRequests)).toBe(accepted.demo);
    expect(await total(contactEnquiries)).toBe(accepted.enquiries);
    expect(await total(trainerApplications)).toBe(accepted.applications);

    const [review] = await db.select().from(reviews).where(eq(reviews.studentName, 'Photo Person'));
    expect((await db.select().from(reviews).where(eq(reviews.studentName, 'Sneaky'))).length).toBe(0);
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.id, review!.photoId!));
    expect(photo!.bytes.includes(EXIF_MARKER)).toBe(false);
    expect((await sharp(photo!.bytes).metadata()).exif).toBeUndefined();

    const mails = await db.select().from(outbox);
    expect(mails.every((m) => m.status === 'logged')).toBe(true);
    const subjects = mails.filter((m) => m.to === 'staff@academy.test').map((m) => m.subject);
    expect(subjects.filter((s) => s === 'New enrolment: Guitar')).toHaveLength(20);
    expect(subjects).toEqual(expect.arrayContaining(['New demo request: Guitar', 'New enquiry: Guitar', 'New trainer application']));
    expect(subjects).toHaveLength(23);
    expect(mails.filter((m) => m.subject === 'Your verification code').map((m) => m.to).sort()).toEqual(['idle@example.in', 'slow@example.in']);
  });
});
