import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { freePort } from '../next-server';
import { postJson, startOwnServer, type OwnServer } from '../own-server';

// SMTP configured but nothing listening: the learner hears a clear 503 for the OTP, submissions still succeed,
// and every undelivered message is kept in the outbox as failed.
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }, { expectedErrors: [/^\[mail\] /] });
});
afterAll(() => server?.dispose());

describe('with the SMTP server down', () => {
  it('POST /api/otp/send answers 503 with an error to show', async () => {
    const { status, body } = await server.api('/api/otp/send', postJson({ email: 'nomail@example.in' }));
    expect(status).toBe(503);
    expect(body.error).toMatch(/Could not send/);
  });

  it('a demo request is still stored: 201', async () => {
    const { status } = await server.api('/api/request/requestDemo', postJson({
      name: 'Asha Rao', email: 'asha@example.in', phonenumber: '9876543210', city: 'Pune',
      trainerName: PAID_SESSION_COURSE.firstTrainerName, course: PAID_SESSION_COURSE.courseName,
    }));
    expect(status).toBe(201);
  });

  it('keeps both undelivered messages in the outbox as failed', async () => {
    const { db } = await server.stopAndOpenDb();
    const rows = await db.select().from(outbox);
    expect(rows.map((r) => [r.to, r.status])).toEqual([
      ['nomail@example.in', 'failed'],
      ['hello@academy.local', 'failed'],
    ]);
    expect(rows.every((r) => r.error)).toBe(true);
  });
});
