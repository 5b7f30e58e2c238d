import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as schema from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { createTestDatabase, withTestDatabase, type TestDatabase } from '../databases';
import { demoRequestBody } from '../form-bodies';
import { callApi } from '../http';
import { readableMail, startMailCatcher } from '../mail-catcher';
import { startNextServer, type RunningServer } from '../next-server';
import { postJson } from '../own-server';
import { UNLIMITED_WRITES } from '../unlimited-writes';

// Issue 53: a booked demo class's reminders wait in the durable outbox with their due time (DEMO_REMINDER_HOURS
// before the class); a cancel withdraws them, a move replaces them with the new time's. Once due, each is sent once
// by the workers, two per server and, on PostgreSQL, two server instances on the one outbox.
const HOURS = [1.5, 0.5];
const REMINDER = 'Your free demo class of Guitar is coming up.';

let database: TestDatabase;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let servers: RunningServer[] = [];

async function start(count: number) {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
  for (let i = 0; i < count; i++)
    servers.push(
      await startNextServer({
        ...database.env,
        SMTP_URL: mail.url,
        ACADEMY_INBOX: 'inbox@academy.test',
        MAIL_WORKERS: '2',
        DEMO_REMINDER_HOURS: HOURS.join(','),
        ...UNLIMITED_WRITES,
      }),
    );
}

const api = (path: string, body?: unknown) =>
  callApi(servers[0]!.url, path, body === undefined ? undefined : postJson(body));

/** A demo request from `email` and the times its booking page offers: its token and the session keys. */
async function requestDemo(email: string) {
  const sent = await api('/api/request/requestDemo', demoRequestBody(PAID_SESSION_COURSE.firstTrainerName, { email }));
  expect(sent.status, sent.text).toBe(201);
  const token = (sent.body.demoPath as string).slice('/demo/'.length);
  const page = await api(`/demo/${token}`);
  const times = [...page.text.matchAll(/<input type="radio"[^>]* value="([^"]+)"/g)].map((m) => m[1]!);
  return { token, times };
}

const startOf = (key: string) => new Date(key.slice(key.indexOf('-') + 1));

beforeAll(async () => {
  mail = await startMailCatcher();
  database = await createTestDatabase({ template: inject('databaseTemplate') });
  await start(1);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await mail?.close();
  await database?.drop();
});

describe('demo reminders (issue 53)', () => {
  it('wait for their time, go with a cancel, follow a move, and are sent once each when due', async () => {
    const kept = await requestDemo('kept@example.in');
    const cancelled = await requestDemo('cancelled@example.in');
    const moved = await requestDemo('moved@example.in');
    expect((await api(`/api/demo/${kept.token}/book`, { session: kept.times[0] })).status).toBe(200);
    expect((await api(`/api/demo/${cancelled.token}/book`, { session: cancelled.times[1] })).status).toBe(200);
    expect((await api(`/api/demo/${cancelled.token}/cancel`, {})).status).toBe(200);
    expect((await api(`/api/demo/${moved.token}/book`, { session: moved.times[2] })).status).toBe(200);
    expect((await api(`/api/demo/${moved.token}/book`, { session: moved.times[3] })).status).toBe(200);
    // The invitations went at once; no reminder is due yet (every time offered is 2 hours away or more).
    await expect.poll(() => mail.to('moved@example.in').length, { timeout: 15_000 }).toBe(3);
    expect(mail.messages.filter((m) => readableMail(m.raw).includes(REMINDER))).toEqual([]);
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];

    const due = await withTestDatabase(database, async (db) => {
      const rows = await db
        .select({
          id: schema.outbox.id,
          to: schema.outbox.to,
          status: schema.outbox.status,
          at: schema.outbox.nextAttemptAt,
        })
        .from(schema.outbox)
        .where(like(schema.outbox.about, 'demo:%'));
      const of = (to: string, status: string) =>
        rows
          .filter((r) => r.to === to && r.status === status)
          .map((r) => r.at?.toISOString())
          .sort();
      const at = (key: string) =>
        HOURS.map((h) => new Date(startOf(key).getTime() - h * 3600_000).toISOString()).sort();
      expect(of('kept@example.in', 'queued')).toEqual(at(kept.times[0]!));
      expect(of('cancelled@example.in', 'queued')).toEqual([]);
      expect(of('cancelled@example.in', 'withdrawn')).toHaveLength(2);
      expect(of('moved@example.in', 'queued')).toEqual(at(moved.times[3]!));
      expect(of('moved@example.in', 'withdrawn')).toHaveLength(2);
      // Their time comes: due now.
      const queued = rows.filter((r) => r.status === 'queued').map((r) => r.id);
      await db.update(schema.outbox).set({ nextAttemptAt: new Date() }).where(inArray(schema.outbox.id, queued));
      return queued;
    });
    expect(due).toHaveLength(4);

    // On PostgreSQL two server instances share the outbox, each with two workers; PGlite has one process.
    await start(database.env.DATABASE_URL ? 2 : 1);
    const reminders = () => mail.messages.filter((m) => readableMail(m.raw).includes(REMINDER));
    await expect.poll(() => reminders().length, { timeout: 30_000 }).toBe(4);
    await Promise.all(servers.map((s) => s.stop()));
    servers = [];
    expect(
      reminders()
        .map((m) => m.to.join())
        .sort(),
    ).toEqual(['kept@example.in', 'kept@example.in', 'moved@example.in', 'moved@example.in']);
    const sent = await withTestDatabase(database, (db) =>
      db.select({ status: schema.outbox.status }).from(schema.outbox).where(inArray(schema.outbox.id, due)),
    );
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const movedReminder = readableMail(
      mail.to('moved@example.in').find((m) => readableMail(m.raw).includes(REMINDER))!.raw,
    );
    expect(movedReminder).toMatch(/^Subject: Reminder: your demo class of Guitar, /m);
  }, 180_000);
});
