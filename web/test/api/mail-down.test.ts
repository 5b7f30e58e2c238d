import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { freePort } from '../next-server';
import { postJson, startOwnServer, type OwnServer } from '../own-server';

// SMTP configured but nothing listening: the learner hears a clear 503 for the OTP (its mail is retried until the
// code expires), submissions still succeed, and every mail waits in the outbox for the workers to retry it.
let server: OwnServer;
beforeAll(async () => {
  server = await startOwnServer(
    { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
    { expectedErrors: [/^\[mail\] /] },
  );
});
afterAll(() => server?.dispose());

describe('with the SMTP server down', () => {
  it('POST /api/otp/send answers 503 with an error to show', async () => {
    const { status, body } = await server.api('/api/otp/send', postJson({ email: 'nomail@example.in' }));
    expect(status).toBe(503);
    expect(body.error).toBe(
      'Could not send the OTP right away. We will keep trying for a few minutes; you can also ask for a new code.',
    );
  });

  it('a demo request is still stored: 201', async () => {
    const { status } = await server.api(
      '/api/request/requestDemo',
      postJson({
        name: 'Asha Rao',
        email: 'asha@example.in',
        phonenumber: '9876543210',
        city: 'Pune',
        trainerName: PAID_SESSION_COURSE.firstTrainerName,
        course: PAID_SESSION_COURSE.courseName,
      }),
    );
    expect(status).toBe(201);
  });

  it('keeps every mail queued to retry, the OTP mail until its code expires', async () => {
    const { db } = await server.stopAndOpenDb();
    const rows = await db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => [r.to, r.purpose, r.status])).toEqual([
      ['nomail@example.in', 'otp', 'queued'],
      ['asha@example.in', 'learner', 'queued'],
      ['hello@academy.local', 'inbox', 'queued'],
    ]);
    const otp = rows[0]!;
    // The OTP mail was tried once, at once; the others wait for the workers, for 24 hours.
    expect(otp.error).toMatch(/ECONNREFUSED/);
    expect(otp.attempts).toBe(1);
    for (const row of rows.slice(1))
      expect(row.giveUpAt!.getTime() - row.createdAt.getTime()).toBeGreaterThan(23 * 3600 * 1000);
    expect(otp.giveUpAt!.getTime() - otp.createdAt.getTime()).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
  });
});
