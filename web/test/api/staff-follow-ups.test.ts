import { parse } from 'csv-parse/sync';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadDayCounts, leadDigestDays, leadRules, leads, outbox, staffAudit } from '@/lib/db/schema';
import { addDays, indianDate, indianInstant } from '@/lib/india-time';
import { afterWorkingHours, pickedTime } from '@/lib/leads/due-times';
import { LEAD_EXPORT_COLUMNS } from '@/lib/staff/leads/export-columns';
import { readableMail } from '../mail-catcher';
import {
  auditTrail,
  consoleWorldPerFile,
  cookiesOf,
  decodedBody,
  linkToken,
  STAFF_PASSWORD,
  STAFF_SITE_URL,
} from '../staff-console';

// The counsellor's day (issue 54): a new lead is due within the academy's response time, a member sets follow-ups
// (quick picks or a time of their own), the Due today / Overdue / Upcoming views follow the server's clock (moved
// through CLOCK_OFFSET_FILE, never waited for), and one action from the list changes many leads, one audit row each.
const ADMIN = 'day.admin@academy.test';
const COUNSELLOR = 'day.counsellor@academy.test';
// The morning digest on, as a site runs (test servers turn it off elsewhere: test/next-server.ts).
const world = consoleWorldPerFile(ADMIN, COUNSELLOR, { DUE_DIGESTS: 'on' });
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
    const counsellorRules = { responseHours: 4, assignment: 'round_robin' };
    expect((await post('/api/staff/lead-rules', counsellorRules, { cookie: world.counsellor })).status).toBe(403);
    for (const [responseHours, message] of [
      [0, 'Enter 1 to 72 hours'],
      [73, 'Enter 1 to 72 hours'],
      [1.5, 'Enter whole hours'],
      ['many', 'Enter a number of hours'],
    ] as const) {
      const bad = await post('/api/staff/lead-rules', { responseHours, assignment: 'none' }, { cookie: world.admin });
      expect([bad.status, bad.body.fields?.responseHours]).toEqual([400, message]);
    }
    expect((await post('/api/staff/lead-rules', { responseHours: 5 }, { cookie: world.admin })).status).toBe(400);
    const everyone = await post(
      '/api/staff/lead-rules',
      { responseHours: 5, assignment: 'all' },
      { cookie: world.admin },
    );
    expect([everyone.status, everyone.body.fields?.assignment]).toEqual([400, 'Choose how new leads are assigned']);
    const set = await post(
      '/api/staff/lead-rules',
      { responseHours: '5', assignment: 'none' },
      { cookie: world.admin },
    );
    expect([set.status, set.body]).toEqual([200, { responseHours: 5, assignment: 'none' }]);
    const team = await page('/staff/team', { cookie: world.counsellor });
    expect(team.text).toContain('A new lead is to be contacted within 5 working hours');
    expect(team.text).toContain('New leads wait for a member to take them.');
    const rules = await world.stopAndRead(async (db) => ({
      row: await db.select().from(leadRules),
      audit: await auditTrail(db, eq(staffAudit.action, 'lead-rules.change')),
    }));
    expect(rules.row.map((r) => r.responseHours)).toEqual([5]);
    expect(rules.audit.map((r) => r.detail)).toEqual([{ from: 2, to: 5 }]);
    await world.restartServer();
  });
});

describe('where leads come from', () => {
  const DOCUMENT = { 'sec-fetch-dest': 'document' };
  let touched: number;

  it("keeps a campaign visit's first touch in the site's own cookie, only once, and only when there is one", async () => {
    const landing = await page('/?utm_source=Instagram&utm_campaign=diwali&utm_medium=social', {
      ...DOCUMENT,
      referer: 'https://l.instagram.com/share/path?u=secret',
    });
    expect(landing.status).toBe(200);
    const cookie = cookiesOf(landing).first_touch!;
    expect(cookie.line).toMatch(/HttpOnly/i);
    expect(cookie.line).toMatch(/SameSite=Lax/i);
    expect(cookie.line).toMatch(/Max-Age=7776000/);
    // This answer is the visitor's own: no shared cache may hand the cookie to the next one.
    expect(landing.headers.get('cache-control')).toBe('private, no-cache');
    const again = await page('/?utm_source=facebook', { ...DOCUMENT, cookie: `first_touch=${cookie.value}` });
    expect(cookiesOf(again).first_touch).toBeUndefined();
    for (const [path, headers] of [
      ['/', DOCUMENT],
      ['/', { ...DOCUMENT, referer: `${world.server.url}/about` }],
      ['/?utm_source=instagram', {}],
      ['/staff?utm_source=instagram', DOCUMENT],
    ] as const) {
      const visit = await page(path, headers);
      expect(cookiesOf(visit).first_touch, `${path} ${JSON.stringify(headers)}`).toBeUndefined();
    }

    touched = (
      await world.sendLead(
        '/api/contactUs/contactUs',
        {
          name: 'Tara Touch',
          email: 'tara.touch@example.in',
          phonenumber: '9876512345',
          courseName: 'Guitar',
          message: 'Saw your Diwali post.',
        },
        { cookie: `first_touch=${cookie.value}` },
      )
    ).id;
    const leadPage = await page(`/staff/leads/${touched}`, { cookie: world.counsellor });
    expect(leadPage.text).toContain('Where they came from');
    expect(leadPage.text).toContain('instagram / diwali (social)');
    expect(leadPage.text).toContain('https://l.instagram.com/share/path');
    expect(leadPage.text).not.toContain('secret');
  });

  it('a made-up cookie is no source, and no failure', async () => {
    for (const cookie of [
      'first_touch=%E0%A4%A',
      `first_touch=${'x'.repeat(3000)}`,
      'first_touch=ref%3Djavascript%3Aalert(1)',
    ]) {
      const { id } = await world.sendLead(
        '/api/contactUs/contactUs',
        {
          name: 'Odd Cookie',
          email: 'odd.cookie@example.in',
          phonenumber: '9876512399',
          courseName: 'Guitar',
          message: `Hello ${cookie.length}`,
        },
        { cookie },
      );
      expect((await page(`/staff/leads/${id}`, { cookie: world.counsellor })).text).toContain('>direct</dd>');
    }
  });

  it('the CSV has every column of the lead: ISO times with +05:30, +91 phones, the source, the notes', async () => {
    const note = await post(
      `/api/staff/leads/${touched}/notes`,
      { body: 'Call after 6 pm' },
      { cookie: world.counsellor },
    );
    expect(note.status, note.text).toBe(201);
    const link = await post('/api/staff/leads/search', { q: 'tara' }, { cookie: world.counsellor });
    const response = await fetch(`${world.server.url}/api/staff/leads/export?${link.body.href.split('?')[1]}`, {
      headers: { cookie: world.counsellor },
    });
    expect(response.status).toBe(200);
    const [header, ...rows]: string[][] = parse((await response.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual(LEAD_EXPORT_COLUMNS);
    expect(rows).toHaveLength(1);
    const cell = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    expect(cell).toMatchObject({
      Lead: String(touched),
      Kind: 'Enquiry',
      Course: 'Guitar',
      Name: 'Tara Touch',
      // A spreadsheet shows a cell that starts with + as text only after a quote (never as a formula).
      Phone: "'+91 98765 12345",
      Status: 'New',
      Source: 'instagram',
      Campaign: 'diwali',
      Medium: 'social',
      Referrer: 'https://l.instagram.com/share/path',
      'Landing page': '/',
      Notes: 'Call after 6 pm',
      'Lead page': `${STAFF_SITE_URL}/staff/leads/${touched}`,
    });
    for (const column of ['Received', 'Last change'] as const)
      expect(cell[column]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });
});

describe('the dashboard', () => {
  it('counts presses of the chat button per page the site serves, fifty at once as fifty, made-up pages as none', async () => {
    const click = (path: unknown, headers: Record<string, string> = {}) =>
      post('/api/whatsapp-clicks', { path }, headers);
    const guitar = `/hi/course/dance-and-music/guitar/?utm_source=x#reviews`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => click(guitar)));
    expect(answers.map((a) => [a.status, a.body.counted])).toEqual(Array(50).fill([202, true]));
    expect((await click('/course')).body.counted).toBe(true);
    expect((await click('/demo/some-secret-token')).body.counted).toBe(true);
    for (const path of ['/course/dance-and-music/no-such-course', '/course/nowhere', '/nope', '/staff/leads/12'])
      expect((await click(path)).body, path).toEqual({ counted: false });
    for (const path of ['', 'course', `/${'x'.repeat(300)}`, '/a b', 42, null])
      expect((await click(path)).status, String(path)).toBe(400);
    expect((await click('/course', { origin: 'https://evil.example' })).status).toBe(403);
    const dashboard = await page('/staff/dashboard', { cookie: world.counsellor });
    expect(dashboard.text).toContain('WhatsApp chats, by page');
    expect(dashboard.text).toMatch(/\/course\/dance-and-music\/guitar<\/th><td[^>]*>50</);
    expect(dashboard.text).toContain('/demo/[token]');
    expect(dashboard.text).not.toContain('some-secret-token');
  });

  it("counts the range's leads for any member; a range it cannot read shows the last 30 days and says so", async () => {
    const today = indianDate(new Date());
    const dashboard = await page(`/staff/dashboard?from=${addDays(today, -6)}&to=${today}`, {
      cookie: world.counsellor,
    });
    expect(dashboard.status).toBe(200);
    for (const words of [
      'Funnel',
      'New leads per day',
      'By source',
      'instagram',
      'By counsellor',
      'Median first response',
    ])
      expect(dashboard.text).toContain(words);
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      `from=${today}&to=${addDays(today, -1)}`,
      'from=2020-01-01&to=2026-01-01',
    ]) {
      const bad = await page(`/staff/dashboard?${query}`, { cookie: world.counsellor });
      expect([bad.status, bad.text.includes('That range could not be read')], query).toEqual([200, true]);
    }
    expect((await page('/staff/dashboard')).headers.get('location')).toBe('/staff/login');
  });
});

describe('the morning digest', () => {
  // Two restarts and a stop on PGlite: 15 s alone, past 30 s in CI's PGlite shard beside two other passes (it timed
  // out there twice, and its retry found the server stopped, failing the tests after it).
  it('at 9:00 IST each member with leads due gets one mail of them, once however many servers look', {
    timeout: 150_000,
  }, async () => {
    const today = indianDate(new Date());
    const day = addDays(today, 4);
    const overdue = await enquiry('Digest Overdue');
    const dueThatDay = await enquiry('Digest Later');
    expect((await bulk({ ids: [overdue, dueThatDay], owner: 'me' })).body).toMatchObject({ changed: 2 });
    expect((await followUp(overdue, { date: addDays(today, 3), time: '11:00' })).status).toBe(200);
    expect((await followUp(dueThatDay, { date: day, time: '16:30' })).status).toBe(200);
    const digests = () =>
      world.mail.to(COUNSELLOR).filter((m) => readableMail(m.raw).includes('Subject: Your leads for'));
    const before = digests().length;
    await world.moveClock(secondsTo(new Date(indianInstant(day, 9, 0).getTime() + 30_000)));
    await expect.poll(() => digests().length, { timeout: 20_000 }).toBe(before + 1);
    const digest = readableMail(digests().at(-1)!.raw);
    expect(digest).toMatch(/Subject: Your leads for \w+, \d+ \w+: \d+ overdue, 1 due today/);
    const text = decodedBody(digests().at(-1)!.raw).replaceAll('\r\n', '\n');
    expect(text).toMatch(
      new RegExp(
        `- OVERDUE [^\\n]*11:00 am IST: Digest Overdue \\(Guitar\\)\\n.*\\n  ${STAFF_SITE_URL}/staff/leads/${overdue}`,
      ),
    );
    expect(text).toMatch(/- [^O][^\n]*4:30 pm IST: Digest Later \(Guitar\)\n {2}\+91 98765 12345, digest.later@/);
    expect(text).toContain(`${STAFF_SITE_URL}/staff?owner=me&due=today`);
    // Another instance starting that morning finds the day's digest sent, and sends none.
    await world.server.stop();
    await world.restartServer();
    const stored = await world.stopAndRead(async (db) => ({
      days: await db.select().from(leadDigestDays).where(eq(leadDigestDays.day, day)),
      mails: await db
        .select()
        .from(outbox)
        .where(eq(outbox.about, `digest:${day}`)),
    }));
    expect(stored.days).toHaveLength(1);
    expect(stored.mails.map((m) => m.to)).toEqual([COUNSELLOR]);
    await world.moveClock(0);
    await world.restartServer();
  });
});

describe('assignment', () => {
  let secondId: number;

  it('with the round-robin on, new leads go to the active counsellors in turn, however many arrive at once', async () => {
    const second = 'day.second@academy.test';
    const invited = await post('/api/staff/members', { email: second, role: 'counsellor' }, { cookie: world.admin });
    expect(invited.status, invited.text).toBe(201);
    secondId = invited.body.id;
    await expect.poll(() => world.mail.to(second).length).toBeGreaterThan(0);
    const token = linkToken(decodedBody(world.mail.to(second).at(-1)!.raw));
    const password = { token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD };
    expect((await post('/api/staff/password', password)).status).toBe(200);
    const on = await post(
      '/api/staff/lead-rules',
      { responseHours: 2, assignment: 'round_robin' },
      { cookie: world.admin },
    );
    expect(on.status, on.text).toBe(200);
    expect((await page('/staff/team', { cookie: world.counsellor })).text).toContain(
      'New leads go to the active counsellors in turn.',
    );
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/api/contactUs/contactUs', {
          name: `Turn Learner ${'ABCDEF'[i]}`,
          email: `turn.${i}@example.in`,
          phonenumber: `98765000${10 + i}`,
          courseName: 'Guitar',
          message: 'Weekend batches?',
        }),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const stored = await world.stopAndRead(async (db) => {
      // The dashboard's counts, kept by the database's trigger through everything this file did (fifty bulk changes
      // at once, restarts, six leads at once), are what counting every lead afresh gives.
      const counted = () =>
        db.select().from(leadDayCounts).orderBy(leadDayCounts.dimension, leadDayCounts.day, leadDayCounts.value);
      const kept = await counted();
      await db.execute(sql`select lead_day_counts_rebuild()`);
      return {
        leads: await db.select().from(leads).where(like(leads.name, 'Turn Learner %')),
        audit: await db.select().from(staffAudit).where(eq(staffAudit.action, 'lead.owner')),
        kept: kept.filter((row) => row.leads || row.booked || row.attended || row.enrolled),
        fresh: await counted(),
      };
    });
    expect(stored.kept).toEqual(stored.fresh);
    expect(stored.fresh.find((row) => row.dimension === 'source' && row.value === 'instagram')?.leads).toBe(1);
    const owners = stored.leads.map((lead) => lead.ownerId);
    expect(owners.filter((id) => id === world.counsellorId)).toHaveLength(3);
    expect(owners.filter((id) => id === invited.body.id)).toHaveLength(3);
    for (const lead of stored.leads)
      expect(stored.audit.filter((row) => row.subject === `lead:${lead.id}`).map((row) => row.detail)).toEqual([
        { from: null, to: lead.ownerId, rule: 'round_robin', by: 'assignment' },
      ]);
    await world.restartServer();
  });

  // It stops the server to read what was stored and starts it again: on a loaded CI machine, more than 30 seconds.
  it("by category, a lead goes in turn to the counsellors of its course's category, else to those who take any", async () => {
    // The categories as the admin's Team page offers them to each counsellor: name -> id.
    const offered = (await page('/staff/team', { cookie: world.admin })).text;
    const categoryIds = new Map(
      [...offered.matchAll(/<input type="checkbox"[^>]*value="(\d+)"\/>([^<]+)<\/label>/g)].map((m) => [
        m[2],
        Number(m[1]),
      ]),
    );
    const danceId = categoryIds.get('Dance and Music')!;
    expect(danceId).toBeGreaterThan(0);
    const member = (id: number, body: unknown, cookie = world.admin) =>
      post(`/api/staff/members/${id}`, body, { cookie }, 'PATCH');
    const dance = String(danceId);
    expect((await member(world.counsellorId, { categories: [dance] }, world.counsellor)).status).toBe(403);
    // A category that does not exist, or no category id at all; what is no list of ids is no change of a member.
    for (const [categories, error] of [
      [['999999'], 'Choose categories'],
      [['guitar'], 'Choose categories'],
      [dance, 'Send a role, disabled or categories'],
      [Array(51).fill(dance), 'Send a role, disabled or categories'],
      [[7], 'Send a role, disabled or categories'],
    ] as const) {
      const refused = await member(world.counsellorId, { categories });
      expect([refused.status, refused.body.error], JSON.stringify(categories)).toEqual([400, error]);
    }
    const chosen = await member(world.counsellorId, { categories: [dance, dance] });
    expect([chosen.status, chosen.body.categoryIds]).toEqual([200, [danceId]]);
    const rules = { responseHours: 2, assignment: 'by_category' };
    expect((await post('/api/staff/lead-rules', rules, { cookie: world.admin })).status).toBe(200);
    const team = (await page('/staff/team', { cookie: world.counsellor })).text;
    expect(team).toContain('New leads go in turn to the active counsellors of the lead&#x27;s category');
    expect(team).toContain('Any category');

    const sent = await Promise.all(
      ['Guitar', 'Guitar', 'Guitar', 'Meditation', 'Meditation'].map((courseName, i) =>
        post('/api/contactUs/contactUs', {
          name: `Category Learner ${'ABCDE'[i]}`,
          email: `category.${i}@example.in`,
          phonenumber: `98765001${10 + i}`,
          courseName,
          message: 'Weekend batches?',
        }),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    const stored = await world.stopAndRead(async (db) => ({
      leads: await db.select().from(leads).where(like(leads.name, 'Category Learner %')).orderBy(leads.name),
      audit: await auditTrail(db, eq(staffAudit.action, 'staff.categories')),
    }));
    expect(stored.leads.map((lead) => [lead.courseNames, lead.ownerId])).toEqual([
      ['Guitar', world.counsellorId],
      ['Guitar', world.counsellorId],
      ['Guitar', world.counsellorId],
      ['Meditation', secondId],
      ['Meditation', secondId],
    ]);
    expect(stored.audit.map((row) => [row.subject, row.detail])).toEqual([
      [`staff:${world.counsellorId}`, { from: [], to: [danceId] }],
    ]);
    await world.restartServer();
  }, 150_000);
});
