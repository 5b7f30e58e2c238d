import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit, whatsappMessages } from '@/lib/db/schema';
import { auditTrail, consoleWorldPerFile } from '../staff-console';

// Issue 54's open console: the WhatsApp messages a lead's page offers (an admin edits them per kind of lead and
// language, the lead's page types them in with the learner's first name and course, nobody else can change them);
// the new leads an open console asks for; the list sorted by a column.
const world = consoleWorldPerFile('message.admin@academy.test', 'message.counsellor@academy.test');
const { post, page } = world;

/** The wa.me links of a lead's page, as addresses. */
async function chatsOn(leadId: number): Promise<URL[]> {
  const shown = await page(`/staff/leads/${leadId}`, { cookie: world.counsellor });
  expect(shown.status).toBe(200);
  return [...shown.text.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map(
    (m) => new URL(m[1]!.replaceAll('&amp;', '&')),
  );
}

const textOf = (chat: URL) => chat.searchParams.get('text');

const setMessage = (body: unknown, cookie = world.admin, headers: Record<string, string> = {}) =>
  post('/api/staff/whatsapp-messages', body, { cookie, ...headers });

describe('WhatsApp messages', () => {
  let leadId: number;

  it("offers a lead the site's own words in the learner's first name, English first, then Hindi", async () => {
    ({ id: leadId } = await world.sendLead('/api/contactUs/contactUs', {
      name: 'Neha  Joshi',
      email: 'neha.joshi@example.in',
      phonenumber: '9876501234',
      courseName: 'Guitar',
      message: 'Do you have weekend batches?',
    }));
    const [english, hindi] = await chatsOn(leadId);
    expect(english!.pathname).toBe('/919876501234');
    expect(textOf(english!)).toBe('Hello Neha, this is the academy about your enquiry. How can we help?');
    expect(textOf(hindi!)).toBe('नमस्ते Neha, अकादमी की ओर से आपकी पूछताछ के बारे में। हम आपकी क्या मदद कर सकते हैं?');
  });

  it('refuses a counsellor, another site, and braces the lead cannot fill, and changes nothing', async () => {
    const message = { kind: 'enquiry', en: 'Hi {name}', hi: 'नमस्ते {name}' };
    expect((await setMessage(message, world.counsellor)).status).toBe(403);
    expect((await setMessage(message, world.admin, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await setMessage(message, '')).status).toBe(401);
    for (const [body, fields] of [
      [
        { kind: 'enquiry', en: 'Call {phone}', hi: 'at {demoTime}' },
        {
          en: 'Use only the name and the course in braces',
          hi: 'Use only the name and the course in braces',
        },
      ],
      [
        { kind: 'demo_booked', en: 'At {demoTime}, {name}', hi: '{constructor}' },
        {
          hi: 'Use only the name, the course and the demo time in braces',
        },
      ],
      [
        { kind: 'enquiry', en: '  ', hi: 'x'.repeat(1001) },
        {
          en: 'Write the message',
          hi: 'Keep the message under 1000 characters',
        },
      ],
      [{ kind: 'trial', en: 'Hi', hi: 'Hi' }, { kind: 'Choose a kind of lead' }],
    ] as const) {
      const refused = await setMessage(body);
      expect([refused.status, refused.body.fields], JSON.stringify(body)).toEqual([400, fields]);
    }
    expect((await setMessage({ ...message, extra: 1 })).status).toBe(400);
    expect(textOf((await chatsOn(leadId))[0]!)).toBe(
      'Hello Neha, this is the academy about your enquiry. How can we help?',
    );
  });

  it("an admin's message, sent fifty times at once, is stored and audited once and typed in for the lead", async () => {
    const message = {
      kind: 'enquiry',
      en: 'Hi {name}! About {course}: when can we call you?',
      hi: 'नमस्ते {name}! {course} के बारे में: हम आपको कब फ़ोन करें?',
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => setMessage(message)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers[0]!.body).toEqual(message);
    const [english, hindi] = await chatsOn(leadId);
    expect(textOf(english!)).toBe('Hi Neha! About Guitar: when can we call you?');
    expect(textOf(hindi!)).toBe('नमस्ते Neha! Guitar के बारे में: हम आपको कब फ़ोन करें?');
    const messages = await page('/staff/whatsapp', { cookie: world.counsellor });
    expect(messages.text).toContain('Hi {name}! About {course}: when can we call you?');
    expect(messages.text).toContain('Only admins can change these messages.');
    expect(messages.text).not.toContain('Save messages');
    // Sent again unchanged: no new row.
    expect((await setMessage(message)).status).toBe(200);
    const stored = await world.stopAndRead(async (db) => ({
      rows: await db.select().from(whatsappMessages),
      audit: await auditTrail(db, eq(staffAudit.action, 'whatsapp-message.change')),
    }));
    expect(stored.audit.map((r) => [r.subject, r.detail])).toEqual([['enquiry', { languages: ['en', 'hi'] }]]);
    const admin = stored.audit[0]!.staffId;
    expect(admin).not.toBe(world.counsellorId);
    expect(stored.rows.map((r) => [r.kind, r.locale, r.body, r.updatedBy]).sort()).toEqual([
      ['enquiry', 'en', message.en, admin],
      ['enquiry', 'hi', message.hi, admin],
    ]);
    await world.restartServer();
  });
});

/** An enquiry from the contact page: its lead's id. */
const enquiry = async (name: string) =>
  (
    await world.sendLead('/api/contactUs/contactUs', {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
      phonenumber: '9876512345',
      courseName: 'Guitar',
      message: 'Weekend batches?',
    })
  ).id;

describe('new leads in an open console', () => {
  it('counts the leads after the one the console last saw, for a signed-in member only', async () => {
    const news = (after: string, headers: Record<string, string> = { cookie: world.counsellor }) =>
      page(`/api/staff/leads/news?after=${after}`, headers);
    const first = await enquiry('Tara Newsome');
    expect((await news(String(first))).body).toEqual({ count: 0, newest: first });
    const [second, third] = [await enquiry('Uday Newsome'), await enquiry('Vani Newsome')];
    const seen = await news(String(first));
    expect([seen.status, seen.body, seen.headers.get('cache-control')]).toEqual([
      200,
      { count: 2, newest: third },
      'no-store',
    ]);
    expect(second).toBeLessThan(third);
    const all = (await news('0')).body;
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(all.count).toBeLessThanOrEqual(100);
    for (const bad of ['', 'abc', '-1', '1e3', '12345678901', '1.5', `${first}&after=0`])
      expect((await news(encodeURIComponent(bad))).status, bad).toBe(400);
    expect((await news(String(first), {})).status).toBe(401);
    expect(
      (await news(String(first), { cookie: world.counsellor, authorization: 'Bearer a-learner-token' })).status,
    ).toBe(403);
  });
});

describe('the list sorted by a column', () => {
  it('by name either way, by received oldest first, by due time; an order it does not know is its own', async () => {
    const ids = [await enquiry('Charu Sortwell'), await enquiry('Arjun Sortwell'), await enquiry('Bhavna Sortwell')];
    const search = await post('/api/staff/leads/search', { q: 'Sortwell' }, { cookie: world.counsellor });
    const listed = async (sort: string) => {
      const shown = await page(`${search.body.href}&sort=${sort}`, { cookie: world.counsellor });
      expect(shown.status).toBe(200);
      return [...shown.text.matchAll(/data-lead-link="(\d+)"/g)].map((m) => Number(m[1]));
    };
    const [charu, arjun, bhavna] = ids;
    expect(await listed('name')).toEqual([arjun, bhavna, charu]);
    expect(await listed('-name')).toEqual([charu, bhavna, arjun]);
    expect(await listed('received')).toEqual([charu, arjun, bhavna]);
    expect(await listed('-received')).toEqual([bhavna, arjun, charu]);
    expect(await listed('due')).toEqual([charu, arjun, bhavna]);
    expect(await listed('%3Cscript%3E')).toEqual([bhavna, arjun, charu]);
    const sorted = await page(`${search.body.href}&sort=name`, { cookie: world.counsellor });
    expect(sorted.text).toMatch(/<th scope="col"[^>]*aria-sort="ascending"[^>]*><a href="[^"]*sort=-name/);
  });
});
