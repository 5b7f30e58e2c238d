import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoBookings, leads, staffAudit } from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { callApi } from '../http';
import { readableMail } from '../mail-catcher';
import { auditTrail, consoleWorldPerFile, STAFF_SITE_URL } from '../staff-console';

// Issue 53, the console's side of a demo class: a counsellor books it from the lead's page (one of the trainer's
// times, or a time of their own with the reason), moves and cancels it, and marks it attended or missed after it
// starts (the server's clock moved through CLOCK_OFFSET_FILE, not waited for). "Demo scheduled" and "Demo attended"
// come only from these; the demos page lists the week, its conflicts, and who came but has not enrolled.
const world = consoleWorldPerFile('demo.admin@academy.test', 'demo.counsellor@academy.test');
const { post, page } = world;
const GUITAR = PAID_SESSION_COURSE.courseName;

let made = 0;
/**
 * A demo request for Guitar with `trainerName` (the course's first trainer unless named): its lead's id, its learner's
 * email and its booking page.
 */
async function demoLead(
  name: string,
  trainerName: string = PAID_SESSION_COURSE.firstTrainerName,
): Promise<{ id: number; email: string; demoPath: string }> {
  const email = `demo.lead.${++made}@example.in`;
  const { id, answer } = await world.sendLead('/api/request/requestDemo', {
    name,
    email,
    phonenumber: `98765${String(10000 + made).slice(-5)}`,
    city: 'Pune',
    trainerName,
    course: GUITAR,
  });
  return { id, email, demoPath: answer.body.demoPath };
}

/** The trainer's free times the lead's page offers, as its select's values. */
async function timesOn(leadId: number): Promise<string[]> {
  const shown = await page(`/staff/leads/${leadId}`, { cookie: world.counsellor });
  expect(shown.status).toBe(200);
  return [...shown.text.matchAll(/<option value="(\d+-\d{4}-\d{2}-\d{2}T[\d:.]+Z)"/g)].map((m) => m[1]!);
}

const book = (leadId: number, body: Record<string, unknown>, cookie = world.counsellor) =>
  post(`/api/staff/leads/${leadId}/demo`, body, { cookie });
const mark = (leadId: number, outcome: string) =>
  post(`/api/staff/leads/${leadId}/demo/outcome`, { outcome }, { cookie: world.counsellor });
const statusOf = async (leadId: number) => (await page(`/staff/leads/${leadId}`, { cookie: world.counsellor })).text;

/** India's date and time `hours` from now: what a counsellor types for a time of their own. */
function indianAt(hours: number) {
  const at = new Date(Date.now() + hours * 3600_000 + 330 * 60_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 14) + (at.slice(14, 15) < '3' ? '00' : '30') };
}

/** The newest mail to `email` whose subject matches, decoded, once it has come. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const mail = world.mail
          .to(email)
          .map((m) => readableMail(m.raw))
          .findLast((text) => subject.test(/^Subject: (.*)$/m.exec(text)?.[1] ?? ''));
        found = mail ?? '';
        return found;
      },
      { timeout: 15_000, message: `a mail to ${email} matching ${subject}` },
    )
    .not.toBe('');
  return found;
}

describe('a demo class from the lead’s page (issue 53)', () => {
  it('is scheduled only by booking a time: the trainer’s times are offered, a hand-set status is refused', async () => {
    const lead = await demoLead('Nisha Rao');
    const shown = await statusOf(lead.id);
    expect(shown).toContain('Demo class');
    expect(shown).toContain('No time booked yet');
    expect(await timesOn(lead.id)).not.toHaveLength(0);
    const byHand = await post(
      `/api/staff/leads/${lead.id}`,
      { version: 1, status: 'demo_scheduled', lostReason: '', owner: '' },
      { cookie: world.counsellor },
      'PATCH',
    );
    expect(byHand.status).toBe(400);
    expect(byHand.body.error).toBe('A demo is scheduled by booking its time, under Demo class');
  });

  it('books one of the trainer’s times, moves it to a time of the counsellor’s own with the reason, and cancels it', async () => {
    const lead = await demoLead('Kiran Das');
    const [first] = await timesOn(lead.id);
    const booked = await book(lead.id, { kind: 'session', session: first });
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body).toMatchObject({ status: 'booked', change: 'booked' });
    const bookedPage = await statusOf(lead.id);
    expect(bookedPage).toMatch(/<strong>Booked<\/strong> · /);
    // The lead's WhatsApp message tells the booked time (issue 54), as the page shows it.
    const when = /<strong>Booked<\/strong> · ([^<]+)</.exec(bookedPage)![1]!;
    const chat = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(bookedPage)![1]!;
    expect(new URL(chat).searchParams.get('text')).toBe(
      `Hello Kiran, your demo class for ${GUITAR} is on ${when}. We look forward to seeing you!`,
    );
    // The learner's invitation links to the booking with a link of its own, which opens it.
    const invitation = await mailTo(lead.email, /is booked/);
    const link = /Move or cancel: (\S+)/.exec(invitation)![1]!;
    expect(link.startsWith(`${STAFF_SITE_URL}/demo/`)).toBe(true);
    expect((await page(new URL(link).pathname)).status).toBe(200);

    const soon = indianAt(30);
    for (const [body, field, message] of [
      [{ kind: 'custom', ...soon, minutes: '45' }, 'reason', 'Say why this time is not one of the trainer’s'],
      [{ kind: 'custom', ...indianAt(-3), minutes: '45', reason: 'Asked' }, 'date', 'Pick a time that has not passed'],
      [{ kind: 'custom', date: '2026-02-30', time: '25:00', reason: 'x' }, 'date', 'Enter a date'],
      // A month the calendar lacks: a clear message, never a 500.
      [{ kind: 'custom', date: '2026-13-40', time: '10:00', reason: 'x' }, 'date', 'Enter a date'],
      [{ kind: 'session', session: 'tomorrow' }, 'session', 'Pick one of the times shown'],
    ] as const) {
      const refused = await book(lead.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.fields[field]).toBe(message);
    }
    const moved = await book(lead.id, { kind: 'custom', ...soon, minutes: '45', reason: 'Only free on weekends' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ change: 'moved' });
    expect(Date.parse(moved.body.endsAt) - Date.parse(moved.body.startsAt)).toBe(45 * 60_000);
    await mailTo(lead.email, /is moved to/);

    const noReason = await post(
      `/api/staff/leads/${lead.id}/demo/cancel`,
      { reason: ' ' },
      { cookie: world.counsellor },
    );
    expect(noReason.body.fields).toEqual({ reason: 'Say why the demo is cancelled' });
    const cancelled = await post(
      `/api/staff/leads/${lead.id}/demo/cancel`,
      { reason: 'Learner travelling' },
      { cookie: world.counsellor },
    );
    expect(cancelled.body).toEqual({ status: 'cancelled' });
    await mailTo(lead.email, /is cancelled/);
    // A cancelled demo takes the lead back to contacted: "Demo scheduled" never stands without a time.
    expect(await statusOf(lead.id)).toContain('Status: Demo scheduled → Contacted');
  });

  it('marks a class after it starts: attended moves the lead on and lists it for follow-up; marked once', async () => {
    const lead = await demoLead('Farah Khan');
    const [first] = await timesOn(lead.id);
    const booked = await book(lead.id, { kind: 'session', session: first });
    expect(booked.status).toBe(200);
    expect((await mark(lead.id, 'attended')).body).toEqual({ error: 'A demo class is marked after it starts' });
    // Ten minutes into the class.
    await world.moveClock((Date.parse(booked.body.startsAt) + 10 * 60_000 - Date.now()) / 1000);
    try {
      expect(await statusOf(lead.id)).toContain('The class has started. Did the learner come?');
      const answers = await Promise.all(Array.from({ length: 10 }, () => mark(lead.id, 'attended')));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect((await mark(lead.id, 'no_show')).body).toEqual({ error: 'This demo class is already marked' });
      expect(await statusOf(lead.id)).toContain('Status: Demo scheduled → Demo attended');
      const demos = await page('/staff/demos', { cookie: world.counsellor });
      expect(demos.status).toBe(200);
      const followUps = demos.text.slice(demos.text.indexOf('Came to the demo, not enrolled yet'));
      expect(followUps).toContain(`href="/staff/leads/${lead.id}"`);
    } finally {
      await world.moveClock(0);
    }
  });

  it('a missed class: the learner is mailed "book another time" and its link offers times again', async () => {
    const lead = await demoLead('Rohit Sen');
    const [first] = await timesOn(lead.id);
    const booked = await book(lead.id, { kind: 'session', session: first });
    await world.moveClock((Date.parse(booked.body.endsAt) + 60_000 - Date.now()) / 1000);
    try {
      expect((await mark(lead.id, 'no_show')).body).toEqual({ status: 'no_show' });
      const missed = await mailTo(lead.email, /^We missed you at your demo class of Guitar$/);
      const link = /Book another time: (\S+)/.exec(missed)![1]!;
      const again = await page(new URL(link).pathname);
      expect(again.status).toBe(200);
      expect(again.text).toMatch(/<input type="radio"/);
      expect(await statusOf(lead.id)).toContain('Status: Demo scheduled → Contacted');
    } finally {
      await world.moveClock(0);
    }
  });

  it('the demos page: the week’s classes by time and by trainer, a trainer booked twice at once shown as a conflict', async () => {
    const [a, b] = [await demoLead('Meena Pillai'), await demoLead('Arjun Mehta')];
    // Two classes of one trainer, half an hour apart, an hour each.
    for (const [lead, hours] of [
      [a, 3],
      [b, 3.5],
    ] as const) {
      const answer = await book(lead.id, { kind: 'custom', ...indianAt(hours), minutes: '60', reason: 'On the phone' });
      expect(answer.status, answer.text).toBe(200);
    }
    const demos = await page('/staff/demos', { cookie: world.counsellor });
    expect(demos.status).toBe(200);
    expect(demos.headers.get('cache-control')).toBe('no-store');
    for (const lead of [a, b]) expect(demos.text).toContain(`href="/staff/leads/${lead.id}"`);
    expect(demos.text).toContain('Conflict: the trainer is booked twice at this time');
    for (const week of ['not-a-week', '9999-12-31', '2026-02-30', '2026-13-01', '2099-12-28'])
      expect((await page(`/staff/demos?week=${week}`, { cookie: world.counsellor })).status).toBe(200);
    expect((await page('/staff/demos')).status).toBe(307);
  });

  it('refuses a change without the console’s Origin or a staff session, and an unknown lead', async () => {
    const lead = await demoLead('Tara Joshi');
    const [first] = await timesOn(lead.id);
    const noOrigin = await callApi(world.server.url, `/api/staff/leads/${lead.id}/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: world.counsellor },
      body: JSON.stringify({ kind: 'session', session: first }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await book(lead.id, { kind: 'session', session: first }, '')).status).toBe(401);
    expect((await book(999_999, { kind: 'session', session: first })).status).toBe(404);
    expect((await mark(lead.id, 'maybe')).body.fields).toEqual({ outcome: 'Choose attended or no-show' });
    expect(await statusOf(lead.id)).toContain('No time booked yet');
  });

  it('the catalogue editor gives a trainer an email and days off, and a batch its demo seats and class link', async () => {
    const guitar = (
      (await callApi(world.server.url, '/api/course/courses')).body as { id: number; courseName: string }[]
    ).find((c) => c.courseName === GUITAR)!.id;
    const tomorrow = indianAt(24).date;
    const trainer = (overrides: Record<string, unknown> = {}) => ({
      trainerName: 'Lakshmi Iyer',
      trainerImage: '',
      language: 'Tamil, English',
      email: 'Lakshmi.Iyer@Example.in',
      daysOff: [{ day: tomorrow }],
      courses: [
        {
          courseId: guitar,
          description: 'Carnatic guitar',
          batches: [
            {
              days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
              feeType: 'Month',
              demoLink: '',
              timings: [{ from: '19:00', to: '20:00' }],
              sessions: [{ name: 'Monthly', price: '1999' }],
              demoSeats: '1',
              classLink: 'https://meet.example.in/abc-defg-hij',
              venue: '',
            },
          ],
        },
      ],
      ...overrides,
    });
    const past = await post('/api/staff/catalogue/trainers', trainer({ daysOff: [{ day: indianAt(-48).date }] }), {
      cookie: world.admin,
    });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ 'daysOff.0.day': 'A day off is today or later' });
    const noSuchDay = await post('/api/staff/catalogue/trainers', trainer({ daysOff: [{ day: '2026-13-01' }] }), {
      cookie: world.admin,
    });
    expect(noSuchDay.status).toBe(400);
    expect(noSuchDay.body.fields).toEqual({ 'daysOff.0.day': 'Enter a date' });
    const badLink = await post(
      '/api/staff/catalogue/trainers',
      trainer({
        courses: [
          {
            ...trainer().courses[0],
            batches: [{ ...trainer().courses[0]!.batches[0], classLink: 'http://meet.example.in/x', demoSeats: '51' }],
          },
        ],
      }),
      { cookie: world.admin },
    );
    expect(badLink.status).toBe(400);
    expect(badLink.body.fields).toEqual({
      'courses.0.batches.0.classLink': 'Give the class link as an https address',
      'courses.0.batches.0.demoSeats': 'Demo seats must be at most 50',
    });
    const added = await post('/api/staff/catalogue/trainers', trainer(), { cookie: world.admin });
    expect(added.status, added.text).toBe(201);
    // A save that leaves the new fields out keeps them (a client that knows nothing of them).
    const { email: _email, daysOff: _daysOff, ...older } = trainer();
    const kept = await post(`/api/staff/catalogue/trainers/${added.body.id}`, older, { cookie: world.admin }, 'PUT');
    expect(kept.status, kept.text).toBe(200);
    const form = await page(`/staff/catalogue/trainers/${added.body.id}`, { cookie: world.admin });
    expect(form.text).toContain('lakshmi.iyer@example.in');
    expect(form.text).toContain(tomorrow);

    // A learner's demo request with her: no time on her day off; one seat a class, so a booked time goes.
    const requested = await demoLead('Divya Menon', 'Lakshmi Iyer');
    const bookingPage = async () => (await page(requested.demoPath)).text;
    const offered = [...(await bookingPage()).matchAll(/<input type="radio"[^>]* value="([^"]+)"/g)].map((m) => m[1]!);
    const days = offered.map((key) =>
      new Date(Date.parse(key.slice(key.indexOf('-') + 1)) + 330 * 60_000).toISOString().slice(0, 10),
    );
    expect(days.length).toBeGreaterThan(5);
    expect(days).not.toContain(tomorrow);
    const token = requested.demoPath.slice('/demo/'.length);
    const booked = await post(`/api/demo/${token}/book`, { session: offered[0] });
    expect(booked.status, booked.text).toBe(200);
    // The invitation names the class link, and the trainer gets hers.
    expect(await mailTo(requested.email, /is booked/)).toContain('https://meet.example.in/abc-defg-hij');
    expect(await mailTo('lakshmi.iyer@example.in', /^New demo class: Guitar/)).toContain('Divya Menon');
    const other = await demoLead('Sanjay Pillai', 'Lakshmi Iyer');
    expect((await page(other.demoPath)).text).not.toContain(offered[0]!);
  });

  it('every change left its audit row, naming the member, with the custom time’s and the cancel’s reasons', async () => {
    await world.stopAndRead(async (db) => {
      // The newest of each name: a retried test sent its own.
      const [kiran] = await db.select().from(leads).where(eq(leads.name, 'Kiran Das')).orderBy(desc(leads.id)).limit(1);
      const trail = await auditTrail(db, eq(staffAudit.subject, `lead:${kiran!.id}`));
      expect(trail.map((r) => [r.action, r.detail])).toEqual([
        ['lead.status', { from: 'new', to: 'demo_scheduled', by: 'demo-booked' }],
        ['demo.book', expect.objectContaining({ startsAt: expect.any(String) })],
        ['demo.move', expect.objectContaining({ reason: 'Only free on weekends' })],
        ['lead.status', { from: 'demo_scheduled', to: 'contacted', by: 'demo-cancelled' }],
        ['demo.cancel', { reason: 'Learner travelling' }],
      ]);
      expect(trail.every((r) => r.staffId === world.counsellorId)).toBe(true);
      const [farah] = await db
        .select()
        .from(leads)
        .where(eq(leads.name, 'Farah Khan'))
        .orderBy(desc(leads.id))
        .limit(1);
      const marked = await auditTrail(db, eq(staffAudit.subject, `lead:${farah!.id}`));
      expect(marked.filter((r) => r.action === 'demo.attended')).toHaveLength(1);
      const [booking] = await db.select().from(demoBookings).where(eq(demoBookings.leadId, farah!.id));
      expect(booking!.status).toBe('attended');
    });
  });
});
