import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadRules, leads, staffAudit } from '@/lib/db/schema';
import { addDays, indianDate, indianInstant } from '@/lib/india-time';
import { afterWorkingHours, pickedTime } from '@/lib/leads/due-times';
import { auditTrail, consoleWorldPerFile } from '../staff-console';

// The counsellor's day (issue 54): a new lead is due within the academy's response time, a member sets follow-ups
// (quick picks or a time of their own), the Due today / Overdue / Upcoming views follow the server's clock (moved
// through CLOCK_OFFSET_FILE, never waited for), and one action from the list changes many leads, one audit row each.
const ADMIN = 'day.admin@academy.test';
const COUNSELLOR = 'day.counsellor@academy.test';
const world = consoleWorldPerFile(ADMIN, COUNSELLOR);
const { post, page } = world;
const HOUR = 3600;

/** An enquiry sent from the contact page: its lead's id. */
async function enquiry(name: string): Promise<number> {
  const { id } = await world.sendLead('/api/contactUs/contactUs', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
    phonenumber: '9876512345',
    courseName: 'Guitar',
    message: 'Do you have weekend batches?',
  });
  return id;
}

/** The leads' ids a view of the inbox lists (its rows' links). */
async function listed(view: string, cookie = world.counsellor): Promise<number[]> {
  const inbox = await page(`/staff?due=${view}`, { cookie });
  expect(inbox.status).toBe(200);
  return [...inbox.text.matchAll(/href="\/staff\/leads\/(\d+)"/g)].map((m) => Number(m[1]));
}

const followUp = (id: number, body: unknown, cookie = world.counsellor) =>
  post(`/api/staff/leads/${id}/follow-up`, body, { cookie });
const bulk = (body: unknown, cookie = world.counsellor) => post('/api/staff/leads/bulk', body, { cookie });

/** Seconds from the machine's clock to an instant: what the server's clock is moved by to stand there. */
const secondsTo = (at: Date) => Math.round((at.getTime() - Date.now()) / 1000);

describe('follow-ups', () => {
  let fresh: number;

  it('a new lead is due within the response time in working hours, and overdue once it has passed', async () => {
    const before = new Date();
    fresh = await enquiry('Ritu Fresh');
    const leadPage = await page(`/staff/leads/${fresh}`, { cookie: world.counsellor });
    expect(leadPage.text).toContain('New: to be contacted by');
    expect(await listed('overdue')).not.toContain(fresh);
    expect([...(await listed('today')), ...(await listed('upcoming'))]).toContain(fresh);
    // Past the latest it could be due (two working hours after it came, whatever the day), it is overdue.
    await world.moveClock(secondsTo(afterWorkingHours(before, 3)));
    expect(await listed('overdue')).toContain(fresh);
    await world.moveClock(0);
  });

  it('a quick pick sets tomorrow 10 am in India; the views follow the clock to the next morning and past it', async () => {
    const id = await enquiry('Kabir Tomorrow');
    const set = await followUp(id, { pick: 'tomorrow_10' });
    expect(set.status, set.text).toBe(200);
    const tomorrow10 = pickedTime('tomorrow_10', new Date());
    expect(set.body.followUpAt).toBe(tomorrow10.toISOString());
    expect(await listed('upcoming')).toContain(id);
    expect(await listed('today')).not.toContain(id);
    // The next morning at 9 in India: due today, not yet overdue.
    await world.moveClock(secondsTo(new Date(tomorrow10.getTime() - HOUR * 1000)));
    expect(await listed('today')).toContain(id);
    expect(await listed('overdue')).not.toContain(id);
    expect(await listed('upcoming')).not.toContain(id);
    // At 11 it is overdue; closed either way, it leaves every view.
    await world.moveClock(secondsTo(new Date(tomorrow10.getTime() + HOUR * 1000)));
    expect(await listed('overdue')).toContain(id);
    const closed = await bulk({ ids: [id], status: 'closed' });
    expect(closed.body).toMatchObject({ changed: 1 });
    expect(await listed('overdue')).not.toContain(id);
    await world.moveClock(0);
  });

  it("a time of one's own is India's date and time from now on; bad ones change nothing; clearing removes it", async () => {
    const id = await enquiry('Neha Own Time');
    const day = addDays(indianDate(new Date()), 3);
    const own = await followUp(id, { date: day, time: '16:30' });
    expect(own.status, own.text).toBe(200);
    expect(own.body.followUpAt).toBe(indianInstant(day, 16, 30).toISOString());
    for (const [body, field, message] of [
      [{ date: addDays(indianDate(new Date()), -1), time: '10:00' }, 'time', 'Choose a time from now on'],
      [{ date: addDays(indianDate(new Date()), 400), time: '10:00' }, 'date', 'Choose a time within a year'],
      [{ date: '2026-13-40', time: '10:00' }, 'date', 'Enter a date'],
      [{ date: day, time: '25:00' }, 'time', 'Enter a time'],
    ] as const) {
      const bad = await followUp(id, body);
      expect([bad.status, bad.body.fields?.[field]], JSON.stringify(body)).toEqual([400, message]);
    }
    for (const body of [{ pick: 'someday' }, {}, { clear: false }, null, 'tomorrow', { pick: 'tomorrow_10', x: 1 }]) {
      expect((await followUp(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await followUp(999_999, { pick: 'tomorrow_10' })).status).toBe(404);
    expect((await post(`/api/staff/leads/${id}/follow-up`, { clear: true })).status).toBe(401);
    const forged = await post(
      `/api/staff/leads/${id}/follow-up`,
      { clear: true },
      { cookie: world.counsellor, origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    const cleared = await followUp(id, { clear: true });
    expect([cleared.status, cleared.body.followUpAt]).toEqual([200, null]);
    // The same clear again changes nothing.
    expect((await followUp(id, { clear: true })).body.followUpAt).toBeNull();
  });

  it('writes one audit row per change, none for a change that changes nothing', async () => {
    const rows = await world.stopAndRead((db) =>
      auditTrail(db, and(eq(staffAudit.action, 'lead.follow-up'), like(staffAudit.subject, 'lead:%'))),
    );
    // Tomorrow 10 am; a time of one's own; its clearing. The second clear and every refusal wrote nothing.
    expect(rows.map((row) => (row.detail as { to: string | null }).to === null)).toEqual([false, false, true]);
    await world.restartServer();
  });
});

describe('one action on many leads', () => {
  const ids: number[] = [];

  it('a counsellor assigns three leads to themselves and sets their follow-up for tomorrow 10 am in one action', async () => {
    for (const name of ['Bulk Anil', 'Bulk Bela', 'Bulk Chirag']) ids.push(await enquiry(name));
    // Fifty of the same action at once: the leads change once, with one audit row of each kind per lead.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => bulk({ ids, owner: 'me', followUp: 'tomorrow_10' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.reduce((sum, a) => sum + a.body.changed, 0)).toBe(3);
    expect(answers.every((a) => a.body.refused.length === 0)).toBe(true);
    const mine = await page('/staff?owner=me&due=upcoming', { cookie: world.counsellor });
    for (const id of ids) expect(mine.text).toContain(`href="/staff/leads/${id}"`);
    expect(mine.text).toContain('Bulk Anil');
  });

  it('moves statuses the table allows and reports, lead by lead, those it refuses', async () => {
    const scheduled = await bulk({ ids, status: 'demo_scheduled' });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ changed: 0, unchanged: 0 });
    expect(scheduled.body.refused).toEqual(
      ids.map((id, i) => ({
        id,
        name: ['Bulk Anil', 'Bulk Bela', 'Bulk Chirag'][i],
        reason: 'A demo is scheduled by booking its time, under Demo class',
      })),
    );
    const lost = await bulk({ ids, status: 'lost' });
    expect([lost.status, lost.body.fields]).toEqual([400, { lostReason: 'Say why the lead was lost' }]);
    const contacted = await bulk({ matching: { q: 'Bulk' }, status: 'contacted' });
    expect(contacted.body).toMatchObject({ changed: 3, unchanged: 0, refused: [] });
  });

  it('refuses what it cannot read, another site and a learner, and changes nothing', async () => {
    for (const body of [
      { ids },
      { ids: [], owner: 'me' },
      { owner: 'me' },
      { ids, matching: { q: 'Bulk' }, owner: 'me' },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1), owner: 'me' },
      { ids: ['1'], owner: 'me' },
      { ids, owner: 'everyone' },
      { ids, followUp: 'someday' },
      { ids, owner: '999999' },
      { matching: { status: 'done' }, owner: 'me' },
    ]) {
      expect((await bulk(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await bulk({ ids, owner: 'none' }, '')).status).toBe(401);
    const forged = await post(
      '/api/staff/leads/bulk',
      { ids, owner: 'none' },
      { cookie: world.counsellor, origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
  });

  it('left one owner row and one follow-up row per lead, and the refused moves none', async () => {
    const rows = await world.stopAndRead(async (db) => ({
      audit: await auditTrail(
        db,
        inArray(
          staffAudit.subject,
          ids.map((id) => `lead:${id}`),
        ),
      ),
      leads: await db.select().from(leads).where(inArray(leads.id, ids)),
    }));
    const actions = (id: number) => rows.audit.filter((r) => r.subject === `lead:${id}`).map((r) => r.action);
    for (const id of ids) expect(actions(id)).toEqual(['lead.owner', 'lead.follow-up', 'lead.status']);
    expect(rows.leads.map((l) => [l.ownerId, l.status])).toEqual(ids.map(() => [world.counsellorId, 'contacted']));
    await world.restartServer();
  });
});

describe('the rules for new leads', () => {
  it('an admin sets the response time; a counsellor cannot; bad hours change nothing', async () => {
    expect((await post('/api/staff/lead-rules', { responseHours: 4 }, { cookie: world.counsellor })).status).toBe(403);
    for (const [responseHours, message] of [
      [0, 'Enter 1 to 72 hours'],
      [73, 'Enter 1 to 72 hours'],
      [1.5, 'Enter whole hours'],
      ['many', 'Enter a number of hours'],
    ] as const) {
      const bad = await post('/api/staff/lead-rules', { responseHours }, { cookie: world.admin });
      expect([bad.status, bad.body.fields?.responseHours]).toEqual([400, message]);
    }
    const set = await post('/api/staff/lead-rules', { responseHours: '5' }, { cookie: world.admin });
    expect([set.status, set.body]).toEqual([200, { responseHours: 5 }]);
    const team = await page('/staff/team', { cookie: world.counsellor });
    expect(team.text).toContain('A new lead is to be contacted within 5 working hours');
    const rules = await world.stopAndRead(async (db) => ({
      row: await db.select().from(leadRules),
      audit: await auditTrail(db, eq(staffAudit.action, 'lead-rules.change')),
    }));
    expect(rules.row.map((r) => r.responseHours)).toEqual([5]);
    expect(rules.audit.map((r) => r.detail)).toEqual([{ from: 2, to: 5 }]);
    await world.restartServer();
  });
});
