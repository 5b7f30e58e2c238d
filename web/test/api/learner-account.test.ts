import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ERASE_RULES, FORMER_LEARNER } from '@/lib/academy/accounts/erase';
import { trainerEntriesSchema, type WireTrainerEntry } from '@/lib/contract';
import * as schema from '@/lib/db/schema';
import { COURSE_WITHOUT_REVIEWS, PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { demoRequestBody, enrolmentBody, reviewForm, signupBody } from '../form-bodies';
import { otpIn, readableMail, startMailCatcher } from '../mail-catcher';
import { postJson, startOwnServer, type OwnServer } from '../own-server';
import { png } from '../photos';
import { UNLIMITED_WRITES } from '../unlimited-writes';
import { RELAXED_OTP } from '../relaxed-otp';
import { hindiTrainerNames } from '@/lib/db/seed/hindi';
import { formatRupees } from '@/lib/rupees';
import { batchWording } from '@/lib/batch-words';

// The learner's own page (issue 30): what they booked with its status, their reviews, profile, password, their
// data as JSON, and the erasure that leaves nothing of them in any table. A server of its own: OTP mails go to a real
// SMTP server started here, and the erasure is checked in its database once it has stopped.
let server: OwnServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let guitar: WireTrainerEntry;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startOwnServer({
    SMTP_URL: mail.url,
    ACADEMY_INBOX: 'inbox@academy.test',
    SITE_URL: 'https://academy.example',
    ...RELAXED_OTP,
    ...UNLIMITED_WRITES,
  });
  guitar = trainerEntriesSchema.parse(
    (await server.api(`/api/current/getTrainers/${PAID_SESSION_COURSE.slug}`)).body,
  )[0]!;
});
afterAll(async () => {
  await server?.dispose();
  await mail?.close();
});

let counter = 0;
const newEmail = (label: string) => `${label}.${++counter}.${Date.now()}@example.in`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.api(path, postJson(body, headers));
const send = (method: string, path: string, token: string, body?: unknown) =>
  server.api(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const account = async (token: string) => {
  const answer = await server.api('/api/user/account', { headers: bearer(token) });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { profile: Record<string, unknown>; bookings: any[]; reviews: any[] };
};

type Purpose = 'signup' | 'reset-password' | 'change-email' | 'delete-account';

/** Mails a code for `purpose` to `email` (waiting out its 1 s cooldown), verifies it, and returns its grant (issue 50). */
async function verify(email: string, purpose: Purpose = 'signup'): Promise<string> {
  const before = mail.to(email).length;
  await vi.waitFor(
    async () => {
      const answer = await post('/api/otp/send', { email, purpose });
      if (answer.status === 429) throw new Error('cooling down');
      expect(answer.status, answer.text).toBe(200);
    },
    { timeout: 5_000, interval: 100 },
  );
  // The code's mail, not a confirmation queued for the same address at the same time.
  const code = otpIn(
    mail
      .to(email)
      .slice(before)
      .find((m) => /verification code is \d{6}/.test(m.raw))!.raw,
  );
  const verified = await post('/api/otp/verify', { email, otpCode: code, purpose });
  expect(verified.status).toBe(200);
  return verified.body.verificationToken as string;
}

async function signUp(email: string, password = 'Tabla#123', name = 'Priya Sharma', phone = '9812345670') {
  const verificationToken = await verify(email);
  const created = await post('/api/user/createuser', signupBody({ name, email, phone, password, verificationToken }));
  expect(created.status, created.text).toBe(201);
  const login = await post('/api/user/login', { email, password });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

const demoRequest = (email: string, name = 'Priya Sharma', phone = '9812345670') =>
  post('/api/request/requestDemo', demoRequestBody(guitar.trainerName, { name, email, phonenumber: phone }));
// ₹1,499 a session, as the booking below shows it.
const enrolment = (email: string, name = 'Priya Sharma', phone = '9812345670') =>
  post(
    `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`,
    enrolmentBody(guitar, {
      name,
      email,
      contact: phone,
      slot: [{ label: 'Single Session', feeType: 'Session', price: 1499 }],
    }),
  );

/** The batch of the Guitar trainer's that offers `timing`. */
const batchOf = (timing: { from: string; to: string }) =>
  guitar.courses
    .flatMap((c) => c.batches)
    .find((b) => b.availableBatches.some((t) => t.from === timing.from && t.to === timing.to))!;

async function review(
  token: string,
  courseName: string,
  stars: number,
  photo = false,
  text = 'Clear and patient lessons.',
) {
  const form = reviewForm({ studentName: 'Priya S', reviewDescription: text, ratings: String(stars), courseName });
  if (photo) form.append('imageOfStudent', new File([new Uint8Array(await png())], 'me.png', { type: 'image/png' }));
  const answer = await server.api('/api/reviews/featuredreview', {
    method: 'POST',
    body: form,
    headers: bearer(token),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number };
}

const summary = async (courseName: string) =>
  (await server.api(`/api/reviews/totalandavgcourse/${encodeURIComponent(courseName)}`)).body[0] as {
    averageRating: number;
    percentageRating1: number;
  };

describe('/api/user/... without a valid token', () => {
  it('answers 401 on every account endpoint and changes nothing', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/user/account'],
      ['DELETE', '/api/user/account'],
      ['PATCH', '/api/user/profile'],
      ['POST', '/api/user/email'],
      ['POST', '/api/user/password'],
      ['POST', '/api/user/logout-everywhere'],
      ['GET', '/api/user/data'],
      ['POST', '/api/user/requests/1/cancel'],
      ['PATCH', '/api/user/reviews/1'],
      ['DELETE', '/api/user/reviews/1'],
    ];
    for (const [method, path] of calls) {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const answer = await server.api(path, {
          method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    }
  });
});

describe('my demo requests and enrolments', () => {
  it('lists what was sent with the email before and after signing up, with its status, and cancels a new demo request once', async () => {
    const email = newEmail('priya');
    expect((await demoRequest(email)).status).toBe(201);
    const token = await signUp(email);
    expect((await enrolment(email.toUpperCase())).status).toBe(201);
    expect((await demoRequest(newEmail('someone-else'))).status).toBe(201);

    const { bookings } = await account(token);
    expect(bookings).toHaveLength(2);
    const [enrolled, demo] = bookings;
    expect(enrolled).toMatchObject({
      kind: 'enrolment',
      courseName: PAID_SESSION_COURSE.courseName,
      trainerName: guitar.trainerName,
      status: 'received',
      cancellable: false,
      // The batch by its days and hours (issue 52).
      timing: batchWording(batchOf(guitar.availableBatchess[0]!).days, guitar.availableBatchess[0]!),
      // A slot sent with the option's name only (the label before issue 52), at a price the batch no longer asks,
      // is shown as chosen, with its price; no popup price was sent.
      slots: 'Single Session: ₹1,499',
      price: null,
      coursePath: `/course/${PAID_SESSION_COURSE.categorySlug}/${PAID_SESSION_COURSE.slug}`,
    });
    expect(demo).toMatchObject({
      kind: 'demo',
      trainerName: guitar.trainerName,
      status: 'received',
      cancellable: true,
      timing: null,
    });
    // Asked from a Hindi page: the trainer's Hindi name, the days and time of day and the option in Hindi (issue 52).
    const inHindi = await server.api('/api/user/account', { headers: { ...bearer(token), cookie: 'NEXT_LOCALE=hi' } });
    const [enrolledHi, demoHi] = (inHindi.body as { bookings: any[] }).bookings;
    const hindiTrainer = hindiTrainerNames[guitar.trainerName]!;
    expect(demoHi).toMatchObject({ trainerName: hindiTrainer, courseName: PAID_SESSION_COURSE.courseName });
    expect(enrolledHi).toMatchObject({ trainerName: hindiTrainer, price: null });
    expect(enrolledHi.timing).toMatch(/(सुबह|दोपहर|शाम|रात) \d/);
    // An enrolment sent from a Hindi page is confirmed in the same words.
    const hindiEmail = newEmail('hindi');
    const option = batchOf(guitar.availableBatchess[0]!).sessions[0]!;
    const single = [{ label: option.name, feeType: 'Session', price: option.price }];
    const sentInHindi = await post(
      `/api/enroll/userEnrollment/${PAID_SESSION_COURSE.slug}`,
      enrolmentBody(guitar, { email: hindiEmail, slot: single }),
      { cookie: 'NEXT_LOCALE=hi' },
    );
    expect(sentInHindi.status, sentInHindi.text).toBe(201);
    await vi.waitFor(() => expect(mail.to(hindiEmail)).toHaveLength(1), { timeout: 10_000 });
    const confirmation = readableMail(mail.to(hindiEmail)[0]!.raw);
    expect(confirmation).toContain(hindiTrainer);
    expect(confirmation).toContain(enrolledHi.timing);
    expect(confirmation).toContain(`${formatRupees(option.price!)} प्रति सेशन`);

    // Fifty cancels at once: one outcome, all answered 200 'cancelled'.
    const cancels = await Promise.all(
      Array.from({ length: 50 }, () => send('POST', `/api/user/requests/${demo.id}/cancel`, token)),
    );
    expect(cancels.map((c) => c.status)).toEqual(Array(50).fill(200));
    expect(cancels.every((c) => c.body.status === 'cancelled')).toBe(true);
    const after = await account(token);
    expect(after.bookings.find((b) => b.id === demo.id)).toMatchObject({ status: 'cancelled', cancellable: false });
    // An enrolment is not cancelled here, nor is an unknown id.
    expect((await send('POST', `/api/user/requests/${enrolled.id}/cancel`, token)).status).toBe(404);
    expect((await send('POST', '/api/user/requests/999999/cancel', token)).status).toBe(404);
    expect((await send('POST', '/api/user/requests/abc/cancel', token)).status).toBe(400);
  });
});

describe("another learner's token", () => {
  it('reads and changes nothing of this one', async () => {
    const email = newEmail('owner');
    const token = await signUp(email);
    expect((await demoRequest(email)).status).toBe(201);
    const mine = await review(token, COURSE_WITHOUT_REVIEWS.courseName, 4);
    const { bookings } = await account(token);

    const intruder = await signUp(newEmail('intruder'), 'Sitar#456', 'Ravi Kumar', '9123456780');
    const theirs = await account(intruder);
    expect(theirs.bookings).toEqual([]);
    expect(theirs.reviews).toEqual([]);
    expect(
      JSON.stringify(await (await server.api('/api/user/data', { headers: bearer(intruder) })).body),
    ).not.toContain(email);
    expect((await send('POST', `/api/user/requests/${bookings[0].id}/cancel`, intruder)).status).toBe(404);
    expect(
      (await send('PATCH', `/api/user/reviews/${mine.id}`, intruder, { ratings: 1, reviewDescription: 'Hijacked' }))
        .status,
    ).toBe(404);
    expect((await send('DELETE', `/api/user/reviews/${mine.id}`, intruder)).status).toBe(404);

    const still = await account(token);
    expect(still.bookings[0]).toMatchObject({ status: 'received' });
    expect(still.reviews).toEqual([
      expect.objectContaining({ id: mine.id, ratings: 4, reviewDescription: 'Clear and patient lessons.' }),
    ]);
  });
});

describe('my reviews', () => {
  it("edits and deletes my review; the course's rating follows", async () => {
    const token = await signUp(newEmail('reviewer'));
    const course = PAID_SESSION_COURSE.courseName;
    const before = await summary(course);
    const { id } = await review(token, course, 5);
    expect(await summary(course)).not.toEqual(before);

    const bad = await send('PATCH', `/api/user/reviews/${id}`, token, { ratings: 9, reviewDescription: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      ratings: 'Rating must be a whole number from 1 to 5',
      reviewDescription: 'Description is required.',
    });

    const edited = await send('PATCH', `/api/user/reviews/${id}`, token, {
      ratings: 1,
      reviewDescription: 'Changed my mind.',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ id, ratings: 1, reviewDescription: 'Changed my mind.' });
    // The five stars became one: the one-star share appears, and the average falls below what it was.
    const afterEdit = await summary(course);
    expect(afterEdit.percentageRating1).toBeGreaterThan(before.percentageRating1);
    expect(afterEdit.averageRating).toBeLessThan(before.averageRating);
    const list = (
      await server.api(`/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName: course }))}`)
    ).body.reviews;
    expect(list.find((r: { id: number }) => r.id === id)).toMatchObject({
      ratings: 1,
      reviewDescription: 'Changed my mind.',
    });

    expect((await send('DELETE', `/api/user/reviews/${id}`, token)).status).toBe(200);
    expect(await summary(course)).toEqual(before);
    expect((await account(token)).reviews).toEqual([]);
    expect((await send('DELETE', `/api/user/reviews/${id}`, token)).status).toBe(404);
  });
});

describe('profile, email and password', () => {
  it("changes name and phone with sign-up's rules", async () => {
    const token = await signUp(newEmail('profile'));
    const bad = await send('PATCH', '/api/user/profile', token, { FullName: 'Al', phonenumber: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      FullName: 'Name must contain at least 3 characters',
      phonenumber: 'Phone number must be 10 digits',
    });
    const ok = await send('PATCH', '/api/user/profile', token, {
      FullName: 'Priya Sharma Rao',
      phonenumber: '9000012345',
    });
    expect(ok.status).toBe(200);
    expect((await account(token)).profile).toMatchObject({ FullName: 'Priya Sharma Rao', phonenumber: '9000012345' });
  });

  it('changes the email only after an OTP for the new one, and never to a taken one', async () => {
    const token = await signUp(newEmail('mover'));
    const taken = newEmail('taken');
    await signUp(taken);
    const next = newEmail('moved');
    expect((await send('POST', '/api/user/email', token, { email: next })).status).toBe(403);
    expect(
      (
        await send('POST', '/api/user/email', token, {
          email: taken,
          verificationToken: await verify(taken, 'change-email'),
        })
      ).status,
    ).toBe(409);
    // A sign-up grant for the new email is not an email change's (issue 50).
    expect(
      (await send('POST', '/api/user/email', token, { email: next, verificationToken: await verify(next, 'signup') }))
        .status,
    ).toBe(403);
    const verificationToken = await verify(next, 'change-email');
    const moved = await send('POST', '/api/user/email', token, { email: next.toUpperCase(), verificationToken });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.email).toBe(next);
    expect((await post('/api/user/login', { email: next, password: 'Tabla#123' })).status).toBe(200);
  });

  it('changes the password with the current one; other sessions end, this one stays; sign out everywhere ends all', async () => {
    const email = newEmail('password');
    const token = await signUp(email);
    const other = (await post('/api/user/login', { email, password: 'Tabla#123' })).body.token as string;
    const wrong = await send('POST', '/api/user/password', token, {
      currentPassword: 'nope-nope',
      password: 'Sarod#789',
      confirmPassword: 'Sarod#789',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'The current password is incorrect' });
    const mismatch = await send('POST', '/api/user/password', token, {
      currentPassword: 'Tabla#123',
      password: 'Sarod#789',
      confirmPassword: 'Sarod#780',
    });
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'password must match' });
    const changed = await send('POST', '/api/user/password', token, {
      currentPassword: 'Tabla#123',
      password: 'Sarod#789',
      confirmPassword: 'Sarod#789',
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await server.api('/api/user/me', { headers: bearer(token) })).status).toBe(200);
    expect((await server.api('/api/user/me', { headers: bearer(other) })).status).toBe(401);
    expect((await post('/api/user/login', { email, password: 'Tabla#123' })).status).toBe(401);
    const third = (await post('/api/user/login', { email, password: 'Sarod#789' })).body.token as string;

    expect((await send('POST', '/api/user/logout-everywhere', token)).status).toBe(200);
    for (const t of [token, third]) expect((await server.api('/api/user/me', { headers: bearer(t) })).status).toBe(401);
  });
});

describe('my data, and deleting my account', () => {
  const name = 'Zenobia Quixote';
  const phone = '9345678012';
  const words = 'Zenobia found the riyaz drills gentle.';
  let email: string;

  it('downloads everything held about me as JSON', async () => {
    email = newEmail('zenobia');
    const token = await signUp(email, 'Veena#123', name, phone);
    expect((await demoRequest(email, name, phone)).status).toBe(201);
    expect((await enrolment(email, name, phone)).status).toBe(201);
    expect(
      (
        await post('/api/contactUs/contactUs', {
          name,
          email,
          phonenumber: phone,
          courseName: PAID_SESSION_COURSE.courseName,
          message: `Call ${name}`,
        })
      ).status,
    ).toBe(201);
    await review(token, PAID_SESSION_COURSE.courseName, 4, true, words);

    const answer = await server.api('/api/user/data', { headers: bearer(token) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="academy-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = answer.body;
    expect(data.account).toMatchObject({ fullName: name, email, phone, role: 'Student' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.requests.map((r: { kind: string }) => r.kind).sort()).toEqual(['Demo request', 'Enquiry', 'Enrolment']);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        course: PAID_SESSION_COURSE.courseName,
        ratings: 4,
        photo: expect.stringMatching(/^https:\/\/academy\.example\/api\/reviews\/photo\/\d+$/),
      }),
    ]);
    // The confirmations mailed to me (OTP codes go out at once and are kept only when their sending fails).
    expect(data.mails.map((m: { subject: string }) => m.subject).join('\n')).toMatch(
      new RegExp(PAID_SESSION_COURSE.courseName),
    );
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(answer.text).not.toMatch(/password_?hash|token_?hash|\$argon/i);
  });

  it('erases the person from every table after a fresh OTP; login then fails', async () => {
    const token = (await post('/api/user/login', { email, password: 'Veena#123' })).body.token as string;
    const stars = await summary(PAID_SESSION_COURSE.courseName);
    const refused = await send('DELETE', '/api/user/account', token, { confirm: 'DELETE' });
    expect(refused.status).toBe(403);
    expect((await send('DELETE', '/api/user/account', token, { confirm: 'yes' })).body.fields).toEqual({
      confirm: 'Type DELETE to confirm',
    });
    const verificationToken = await verify(email, 'delete-account');
    // Five at once: one erases, the others find nothing left to erase.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('DELETE', '/api/user/account', token, { confirm: 'DELETE', verificationToken }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 401, 403].includes(a.status))).toBe(true);
    expect((await server.api('/api/user/me', { headers: bearer(token) })).status).toBe(401);
    expect((await post('/api/user/login', { email, password: 'Veena#123' })).status).toBe(401);
    // Issue 50: the review's words and photo go, so the public list shows nothing of it (not an empty "Former
    // learner" card); its stars stay in the course's rating.
    const listed = await server.api(
      `/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName: PAID_SESSION_COURSE.courseName }))}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(words);
    expect(listed.text).not.toContain(FORMER_LEARNER);
    expect(listed.body.reviews.every((r: { reviewDescription: string }) => r.reviewDescription.trim() !== '')).toBe(
      true,
    );
    expect(await summary(PAID_SESSION_COURSE.courseName)).toEqual(stars);

    const { db } = await server.stopAndOpenDb();
    // Both drivers answer a raw query with its rows.
    const count = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    expect(tables.length).toBeGreaterThan(20);
    // Every table has an erase rule: a new table without one fails here.
    expect(tables.filter((table) => !(table in ERASE_RULES))).toEqual([]);
    expect(Object.keys(ERASE_RULES).filter((table) => !tables.includes(table))).toEqual([]);
    const found: string[] = [];
    for (const table of tables) {
      for (const needle of [email, name.toLowerCase(), phone, words.toLowerCase()]) {
        if (
          await count(
            sql`select count(*)::int as n from ${sql.identifier(table)} t where position(${needle} in lower(t::text)) > 0`,
          )
        )
          found.push(`${table}: ${needle}`);
      }
    }
    // The one login tried after the erasure (above) counted its attempt under the email it tried, as for any address.
    expect(found).toEqual([`throttles: ${email}`]);
    expect(
      await count(
        sql`select count(*)::int as n from throttles where position(${email} in key) > 0 and key <> ${`login-account:${email}`}`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from leads where erased_at is not null`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from staff_audit where action = 'lead.erased'`)).toBe(3);
  });
});
