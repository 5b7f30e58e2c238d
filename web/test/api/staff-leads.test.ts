import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadNotes, leads, staffAudit } from '@/lib/db/schema';
import { PAID_SESSION_COURSE } from '@/lib/db/seed/facts';
import { auditTrail, consoleWorldPerFile, STAFF_SITE_URL } from '../staff-console';
import { LEAD_EXPORT_COLUMNS } from '@/lib/staff/leads/export-columns';

// The staff console's leads (issue 28): every submission becomes a lead, the inbox filters and searches them
// (the search sealed in the address), a lead moves along its workflow with an audit row per change, two members
// saving at once cannot overwrite each other, and the CSV export opens in Excel without running formulas.
const ADMIN = 'lead.admin@academy.test';
const COUNSELLOR = 'lead.counsellor@academy.test';
const GUITAR = PAID_SESSION_COURSE.courseName;

/** The admin the command line made: the first member of a fresh database. */
const adminId = 1;
const world = consoleWorldPerFile(ADMIN, COUNSELLOR);
const { post, page } = world;

/** A learner's form sent; the lead's id from the inbox notification's link. */
const leadOf = async (path: string, body: Record<string, unknown>) => (await world.sendLead(path, body)).id;

/** A learner's demo request from a course page. */
const requestDemo = (name: string, email: string, phonenumber: string) =>
  leadOf('/api/request/requestDemo', {
    name,
    email,
    phonenumber,
    city: 'Pune',
    trainerName: PAID_SESSION_COURSE.firstTrainerName,
    course: GUITAR,
  });

const change = (cookie: string, id: number, body: Record<string, unknown>) =>
  post(`/api/staff/leads/${id}`, body, { cookie }, 'PATCH');

describe('the inbox', () => {
  let leadId: number;

  it('a demo request is a lead at once: the notification links to it, the inbox lists it, its page shows what was sent', async () => {
    leadId = await requestDemo('Asha Kulkarni', 'Asha.K@Example.in', '9876543210');
    const inbox = await page('/staff', { cookie: world.counsellor });
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('cache-control')).toBe('no-store');
    expect(inbox.text).toContain(`href="/staff/leads/${leadId}"`);
    expect(inbox.text).toContain('Asha Kulkarni');
    expect(inbox.text).toContain('href="tel:+919876543210"');
    const lead = await page(`/staff/leads/${leadId}`, { cookie: world.counsellor });
    expect(lead.status).toBe(200);
    for (const shown of [
      'asha.k@example.in',
      GUITAR,
      PAID_SESSION_COURSE.firstTrainerName,
      'Pune',
      'No learner account uses this email.',
    ]) {
      expect(lead.text).toContain(shown);
    }
    expect(lead.text).toContain(
      `https://wa.me/919876543210?text=${encodeURIComponent('Hello Asha, this is the academy about your demo class for Guitar. Which day and time would suit you?')}`,
    );
  });

  it('searches by name, email or phone typed any Indian way, with the search sealed in the address', async () => {
    // An address a spreadsheet would read as a formula (the CSV test neutralises it).
    const other = await requestDemo('आशा शर्मा', '-sharma+1@example.in', '9123456780');
    for (const [q, found, notFound] of [
      ['asha', [leadId], [other]],
      ['ASHA kul', [leadId], [other]],
      ['+91 98765-43210', [leadId], [other]],
      ['98765', [leadId], [other]],
      ['091234 56780', [other], [leadId]],
      ['आशा', [other], [leadId]],
      ['sharma example', [other], [leadId]],
      ["'); drop table leads; --", [], [leadId, other]],
    ] as [string, number[], number[]][]) {
      const link = await post('/api/staff/leads/search', { q }, { cookie: world.counsellor });
      expect(link.status, link.text).toBe(200);
      const href: string = link.body.href;
      expect(href).toMatch(/^\/staff\?q=[\w-]+$/);
      for (const piece of q.split(/\W+/).filter((p) => p.length > 2)) expect(href).not.toContain(piece);
      const answer = await page(href, { cookie: world.counsellor });
      for (const id of found) expect(answer.text, q).toContain(`href="/staff/leads/${id}"`);
      for (const id of notFound) expect(answer.text, q).not.toContain(`href="/staff/leads/${id}"`);
    }
    const forged = await page('/staff?q=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      cookie: world.counsellor,
    });
    expect(forged.status).toBe(200);
    expect(forged.text).toContain('This search has expired. Search again.');
  });

  it('filters by kind, status, owner, course and IST dates; refuses filters it does not know', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const shows = async (query: string) =>
      (await page(`/staff?${query}`, { cookie: world.counsellor })).text.includes(`href="/staff/leads/${leadId}"`);
    expect(await shows(`kind=demo&status=new&owner=none&from=${today}&to=${today}`)).toBe(true);
    expect(await shows('kind=enquiry')).toBe(false);
    expect(await shows('status=contacted')).toBe(false);
    expect(await shows('owner=me')).toBe(false);
    expect(await shows('from=2099-01-01')).toBe(false);
    expect(await shows('to=2020-01-01')).toBe(false);
    const bad = await page('/staff?kind=<script>&page=-1', { cookie: world.counsellor });
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('Some filters in this address were not understood, so every lead is shown.');
    const refused = await post(
      '/api/staff/leads/search',
      { kind: 'spam', from: '2026-13-45', to: '2026-01-01' },
      { cookie: world.counsellor },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['from', 'kind']);
    const backwards = await post(
      '/api/staff/leads/search',
      { from: '2026-02-01', to: '2026-01-01' },
      { cookie: world.counsellor },
    );
    expect(backwards.body.fields).toEqual({ to: 'The end date is before the start date' });
  });

  it('a lead moves along its workflow; a step back, a loss without a reason and bad input change nothing', async () => {
    const first = await change(world.counsellor, leadId, {
      version: 1,
      status: 'contacted',
      lostReason: '',
      owner: String(world.counsellorId),
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ status: 'contacted', ownerId: world.counsellorId, version: 2 });
    // Each refused step names its field: a step back, a loss without a reason or with an unknown one, a cancel.
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [
        { status: 'new', lostReason: '', owner: String(world.counsellorId) },
        { status: 'A lead cannot go back from contacted to new' },
      ],
      [{ status: 'lost', lostReason: ' ', owner: '' }, { lostReason: 'Say why the lead was lost' }],
      [{ status: 'lost', lostCode: 'bored', lostReason: 'x', owner: '' }, { lostCode: 'Choose a reason' }],
      [{ status: 'cancelled', lostReason: '', owner: '' }, { status: 'Only the learner can cancel their request' }],
    ];
    for (const [step, fields] of refusals) {
      const refused = await change(world.counsellor, leadId, { version: 2, ...step });
      expect([refused.status, refused.body.fields]).toEqual([400, fields]);
    }
    for (const body of [
      {},
      { version: 2, status: 'won', lostReason: '', owner: '' },
      { version: 2, status: 'lost', lostReason: 'x', owner: '99999' },
      'junk',
    ]) {
      expect((await change(world.counsellor, leadId, body as Record<string, unknown>)).status).toBe(400);
    }
    expect(
      (await change(world.counsellor, 2_000_000, { version: 1, status: 'contacted', lostReason: '', owner: '' }))
        .status,
    ).toBe(404);
    expect(
      (
        await change(world.counsellor, 'abc' as unknown as number, {
          version: 1,
          status: 'contacted',
          lostReason: '',
          owner: '',
        })
      ).status,
    ).toBe(400);
    const lost = await change(world.admin, leadId, {
      version: 2,
      status: 'lost',
      lostReason: 'Chose a school near home',
      owner: String(world.counsellorId),
    });
    // No code sent (the form before codes): 'other', with the words as its note.
    expect(lost.body).toMatchObject({
      status: 'lost',
      lostCode: 'other',
      lostReason: 'Chose a school near home',
      version: 3,
    });
    const again = await change(world.admin, leadId, {
      version: 3,
      status: 'contacted',
      lostReason: '',
      owner: String(adminId),
    });
    expect(again.body).toMatchObject({
      status: 'contacted',
      lostCode: null,
      lostReason: null,
      ownerId: adminId,
      version: 4,
    });
    const same = await change(world.admin, leadId, {
      version: 4,
      status: 'contacted',
      lostReason: '',
      owner: String(adminId),
    });
    expect(same.body.version).toBe(4);
  });

  it('two members saving at once: one is saved, the other is told who changed the lead and overwrites nothing', async () => {
    const [a, b] = await Promise.all([
      change(world.admin, leadId, { version: 4, status: 'enrolled', lostReason: '', owner: String(adminId) }),
      change(world.counsellor, leadId, {
        version: 4,
        status: 'lost',
        lostReason: 'No answer',
        owner: String(world.counsellorId),
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(loser.body.error).toBe(
      `${winner === a ? ADMIN : COUNSELLOR} changed this lead while you were looking at it. Reload the page to see their change, then make yours.`,
    );
    expect(winner.body.version).toBe(5);
    const shown = await page(`/staff/leads/${leadId}`, { cookie: world.admin });
    expect(shown.text).toContain(
      winner === a ? 'Status: Contacted → Enrolled' : 'Status: Contacted → Lost (No answer)',
    );
  });

  it('notes sent at once are all kept, with their authors', async () => {
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          `/api/staff/leads/${leadId}/notes`,
          { body: `Call ${i}: asked about weekend batches` },
          { cookie: i % 2 ? world.admin : world.counsellor },
        ),
      ),
    );
    expect(sent.map((s) => s.status)).toEqual(Array(12).fill(201));
    expect(
      (await post(`/api/staff/leads/${leadId}/notes`, { body: '   ' }, { cookie: world.admin })).body.fields,
    ).toEqual({ body: 'Write the note' });
    const shown = await page(`/staff/leads/${leadId}`, { cookie: world.counsellor });
    for (let i = 0; i < 12; i++) expect(shown.text).toContain(`Call ${i}: asked about weekend batches`);
  });

  it("a lost reason is a code the history names in the page's language; its note is optional unless the code is 'other'", async () => {
    const id = await requestDemo('Ravi Menon', 'ravi.m@mailbox.in', '9988776655');
    const lost = await change(world.counsellor, id, {
      version: 1,
      status: 'lost',
      lostCode: 'price',
      lostReason: '',
      owner: '',
    });
    expect(lost.status, lost.text).toBe(200);
    expect(lost.body).toMatchObject({ status: 'lost', lostCode: 'price', lostReason: null, version: 2 });
    expect((await page(`/staff/leads/${id}`, { cookie: world.counsellor })).text).toContain(
      'Status: New → Lost (Price)',
    );
    expect((await page(`/hi/staff/leads/${id}`, { cookie: world.counsellor })).text).toContain('(कीमत)');
    const noted = await change(world.counsellor, id, {
      version: 2,
      status: 'lost',
      lostCode: 'timing',
      lostReason: 'Only free on Sundays',
      owner: '',
    });
    expect(noted.body).toMatchObject({ lostCode: 'timing', lostReason: 'Only free on Sundays', version: 3 });
    expect((await page(`/staff/leads/${id}`, { cookie: world.counsellor })).text).toContain(
      'Status: Lost → Lost (Timing does not suit; note: Only free on Sundays)',
    );
  });

  it('exports the filtered list as CSV that Excel reads: BOM, Hindi, and no cell that starts a formula', async () => {
    const link = await post('/api/staff/leads/search', { kind: 'demo', q: 'example' }, { cookie: world.counsellor });
    const exportPath = `/api/staff/leads/export?${link.body.href.split('?')[1]}`;
    const response = await fetch(world.server.url + exportPath, { headers: { cookie: world.counsellor } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(new TextDecoder().decode(bytes.slice(3)));
    expect(rows[0]).toEqual(LEAD_EXPORT_COLUMNS);
    const column = (name: (typeof LEAD_EXPORT_COLUMNS)[number]) => LEAD_EXPORT_COLUMNS.indexOf(name);
    const named = (name: string) => rows.find((r) => r[column('Name')] === name)!;
    expect(
      rows
        .slice(1)
        .map((r) => r[column('Name')])
        .sort(),
    ).toEqual(['Asha Kulkarni', 'आशा शर्मा']);
    const asha = named('Asha Kulkarni');
    expect(asha[column('Phone')]).toBe("'+91 98765 43210");
    expect(named('आशा शर्मा')[column('Email')]).toBe("'-sharma+1@example.in");
    expect(asha[column('Lead page')]).toBe(`${STAFF_SITE_URL}/staff/leads/${leadId}`);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const noSession = await fetch(world.server.url + exportPath, { redirect: 'manual' });
    expect(noSession.status).toBe(401);
    expect(
      (
        await fetch(`${world.server.url}/api/staff/leads/export?q=forged-token-forged-token-forged-token-x`, {
          headers: { cookie: world.counsellor },
        })
      ).status,
    ).toBe(400);
  });

  it('a learner token is a 403 on the inbox, a lead and every lead action; another origin is refused', async () => {
    const learner = { authorization: 'Bearer a-learner-token', cookie: world.admin };
    expect((await page('/staff', learner)).status).toBe(403);
    expect((await page(`/staff/leads/${leadId}`, learner)).status).toBe(403);
    const body = { version: 5, status: 'closed', lostReason: '', owner: '' };
    expect((await post(`/api/staff/leads/${leadId}`, body, learner, 'PATCH')).status).toBe(403);
    expect((await post(`/api/staff/leads/${leadId}/notes`, { body: 'x' }, learner)).status).toBe(403);
    expect((await post('/api/staff/leads/search', { q: 'asha' }, learner)).status).toBe(403);
    expect((await fetch(`${world.server.url}/api/staff/leads/export`, { headers: learner })).status).toBe(403);
    const forged = await post(
      `/api/staff/leads/${leadId}`,
      body,
      { cookie: world.admin, origin: 'https://evil.example' },
      'PATCH',
    );
    expect(forged.status).toBe(403);
    for (const missing of ['2147483648', '999999', 'abc', '1e3'])
      expect((await page(`/staff/leads/${missing}`, { cookie: world.admin })).status).toBe(404);
  });

  it('an enquiry about a course the academy does not list (a search that found nothing, issue 52) is a lead too', async () => {
    const asked = 'I would like to learn abacus. Please tell me when a class starts.';
    const id = await leadOf('/api/contactUs/contactUs', {
      name: 'Ravi Kumar',
      email: 'ravi.k@example.in',
      phonenumber: '9812345670',
      courseName: 'Not listed',
      message: asked,
    });
    const lead = await page(`/staff/leads/${id}`, { cookie: world.counsellor });
    expect(lead.status).toBe(200);
    expect(lead.text).toMatch(/<dt>Course<\/dt><dd>Not listed<\/dd>/);
    expect(lead.text).toContain(asked);
  });

  it('every change left its audit row in the change’s own transaction, and every lead its submission', async () => {
    await world.stopAndRead(async (db) => {
      const trail = await auditTrail(db, eq(staffAudit.subject, `lead:${leadId}`));
      expect(trail.slice(0, 6).map((r) => [r.action, r.detail])).toEqual([
        ['lead.status', { from: 'new', to: 'contacted' }],
        ['lead.owner', { from: null, to: world.counsellorId }],
        ['lead.status', { from: 'contacted', to: 'lost', code: 'other', reason: 'Chose a school near home' }],
        ['lead.status', { from: 'lost', to: 'contacted' }],
        ['lead.owner', { from: world.counsellorId, to: adminId }],
        ['lead.status', expect.objectContaining({ from: 'contacted' })],
      ]);
      expect(trail.filter((r) => r.action === 'lead.note')).toHaveLength(12);
      expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId))).toHaveLength(12);
      const exports = await db.select().from(staffAudit).where(eq(staffAudit.action, 'leads.export'));
      expect(exports.map((r) => r.detail)).toEqual([{ filters: { kind: 'demo' }, search: true }]);
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({ kind: 'demo', email: 'asha.k@example.in', phoneDigits: '9876543210', version: 5 });
    });
  });
});
