import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { createTestDatabase, type TestDatabase } from '../databases';
import { callApi } from '../http';
import { startMailCatcher } from '../mail-catcher';
import { freePort, startNextServer, type RunningServer } from '../next-server';
import { consoleClient, cookiesOf, linkToken, staffCli, STAFF_PASSWORD } from '../staff-console';

// The outbox and its workers (issue 28): with the SMTP server down, mail is kept and retried with a growing wait;
// past its retry time it is 'undelivered' and an admin sends it again from the console; when the server comes
// back every mail arrives once, with several workers (and on PostgreSQL two server instances) sending at once.
const ADMIN = 'mail.admin@academy.test';
/** What these servers are expected to log: mail that could not be sent, and the console's second factor being off. */
const EXPECTED = [/^\[mail\] /, /^\[startup\] STAFF_SECOND_FACTOR=off/];
const INBOX = 'inbox@academy.test';

let database: TestDatabase;
let servers: RunningServer[] = [];
let smtpPort: number;
let admin: string;
const { post, page } = consoleClient(() => servers[0]!.url);

/** The server(s) on the test database, mail to an SMTP address nobody listens on yet, retries fast. */
async function start(count: number, extra: Record<string, string> = {}) {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
  for (let i = 0; i < count; i++) {
    servers.push(
      await startNextServer(
        {
          ...database.env,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          ACADEMY_INBOX: INBOX,
          STAFF_SECOND_FACTOR: 'off',
          MAIL_WORKERS: '2',
          MAIL_RETRY_BASE_SECONDS: '0.2',
          ...extra,
        },
        undefined,
        undefined,
        { expectedErrors: EXPECTED },
      ),
    );
  }
  const login = await post('/api/staff/login', { email: ADMIN, password: STAFF_PASSWORD });
  expect(login.body).toEqual({ next: 'console' });
  admin = `academy_staff=${cookiesOf(login).academy_staff!.value}`;
}

const demoRequest = (server: RunningServer, i: number) =>
  callApi(server.url, '/api/request/requestDemo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Learner ${'abcdefghijklmnopqrstuvwxyz'[i]}`,
      email: `learner${i}@example.in`,
      phonenumber: '9876543210',
      city: 'Pune',
      trainerName: PAID_SESSION_COURSE.firstTrainerName,
      course: PAID_SESSION_COURSE.courseName,
    }),
  });

/** The console's undelivered-mail page, as the admin sees it. */
const mailPage = async () => (await page('/staff/mail', { cookie: admin })).text;
/** Rows of that page (its HTML, not the React payload after it, which repeats the text). */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr data-mail="(\d+)">(.*?)<\/tr>/g)].map((m) => ({
    id: Number(m[1]),
    text: m[2]!.replaceAll('<!-- -->', ''),
  }));
const retrying = (html: string) => rowsOf(html).filter((r) => r.text.includes('Retrying: ')).length;

beforeAll(async () => {
  smtpPort = await freePort();
  database = await createTestDatabase({ template: inject('databaseTemplate') });
  const added = await staffCli(database.env, ['add', ADMIN, '--role', 'admin']);
  expect(added.code, added.out).toBe(0);
  servers = [
    await startNextServer({ ...database.env, STAFF_SECOND_FACTOR: 'off' }, undefined, undefined, {
      expectedErrors: EXPECTED,
    }),
  ];
  const token = linkToken(added.out);
  expect(
    (await post('/api/staff/password', { token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD })).status,
  ).toBe(200);
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

describe('the outbox', () => {
  it('with the SMTP server down, a mail past its retry time is undelivered and shown to admins', async () => {
    // 1.8 seconds of retries.
    await start(1, { MAIL_RETRY_HOURS: '0.0005' });
    expect((await demoRequest(servers[0]!, 25)).status).toBe(201);
    await expect.poll(mailPage, { timeout: 20_000 }).toMatch(/Gave up after \d+ tries/);
    const shown = await mailPage();
    expect(shown).toContain('New demo request: Guitar');
    expect(shown).toContain('Your demo request for Guitar');
    expect(shown).toMatch(/ECONNREFUSED/);
  });

  // Its own waits add up to 110 s, and it starts its servers: the default 30 s ran out on a saturated machine.
  it('20 mails queued while it is down each arrive once when it is back; an admin sends the undelivered ones again', async () => {
    // On PostgreSQL two server instances share the outbox, each with two workers; PGlite has one process.
    await start(database.env.DATABASE_URL ? 2 : 1);
    const sent = await Promise.all(Array.from({ length: 10 }, (_, i) => demoRequest(servers[i % servers.length]!, i)));
    expect(sent.map((s) => s.status)).toEqual(Array(10).fill(201));
    // Each request queued two mails (the inbox's notification, the learner's confirmation); all are being retried.
    await expect.poll(async () => retrying(await mailPage()), { timeout: 20_000 }).toBe(20);

    const mail = await startMailCatcher(smtpPort);
    try {
      // The retries' waits double from 0.2 s while the server is down: on a loaded machine the next try can be 25 s off.
      await expect.poll(() => mail.messages.length, { timeout: 60_000 }).toBe(20);
      const undelivered = rowsOf(await mailPage());
      expect(
        undelivered.map((r) => /Send again<span class="visually-hidden">: ([^<]+)<\/span>/.exec(r.text)?.[1]).sort(),
      ).toEqual(['New demo request: Guitar', 'Your demo request for Guitar']);
      for (const { id } of undelivered)
        expect((await post(`/api/staff/mail/${id}/send-again`, {}, { cookie: admin })).status).toBe(200);
      await expect.poll(mailPage, { timeout: 20_000 }).toContain('Every mail has gone out.');
      await expect.poll(() => mail.messages.length, { timeout: 10_000 }).toBe(22);
      // Once each: no worker or instance sent a mail twice.
      const notices = mail.to(INBOX).map((m) => Number(/^Request: (\d+)/m.exec(m.raw)![1]));
      expect(notices).toHaveLength(11);
      expect(new Set(notices).size).toBe(11);
      const learners = mail.messages
        .filter((m) => !m.to.includes(INBOX))
        .map((m) => m.to.join())
        .sort();
      expect(learners).toEqual(
        [...Array.from({ length: 10 }, (_, i) => `learner${i}@example.in`), 'learner25@example.in'].sort(),
      );
      const confirmation = mail.to('learner3@example.in')[0]!.raw;
      expect(confirmation).toContain('Content-Type: text/plain');
      expect(confirmation).toContain('Content-Type: text/html');
      expect(confirmation).toContain('Subject: Your demo request for Guitar');
      // Sent by a worker, outside any request: from the site settings' sender all the same (lib/mail/sender.ts).
      expect(confirmation).toMatch(/^From: "?Skills Academy"? <no-reply@skillsacademy\.example>\r?$/m);
    } finally {
      await mail.close();
    }
  }, 150_000);

  it('only admins send mail again, from the console', async () => {
    const forged = await post('/api/staff/mail/1/send-again', {}, { cookie: admin, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await post('/api/staff/mail/abc/send-again', {}, { cookie: admin })).status).toBe(400);
    expect((await post('/api/staff/mail/2000000/send-again', {}, { cookie: admin })).status).toBe(404);
    expect((await post('/api/staff/mail/1/send-again', {}, {})).status).toBe(401);
  });
});
