import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { asc } from 'drizzle-orm';
import { staffAudit } from '@/lib/db/schema';
import { openDb } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../databases';
import { callApi } from '../http';
import { otpIn, readableMail, startMailCatcher } from '../mail-catcher';
import { startNextServer, type RunningServer } from '../next-server';
import {
  consoleClient,
  cookiesOf,
  decodedBody,
  linkToken,
  staffCli as runStaffCli,
  STAFF_PASSWORD,
  STAFF_SITE_URL,
} from '../staff-console';

// The staff console's accounts and sign-in (issue 28): the first admin made by the command line, a password set
// from the one-time link, the mailed second factor, the httpOnly session, roles, the Origin check, and the audit.
const ADMIN = 'admin@academy.test';
const PASSWORD = STAFF_PASSWORD;

let database: TestDatabase;
let server: RunningServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let firstLink: string;
const { post, page, signIn: signInWith } = consoleClient(() => server.url);
const signIn = (email: string, password = PASSWORD) => signInWith(mail, email, password);
const staffCli = (args: string[]) => runStaffCli(database.env, args);

beforeAll(async () => {
  mail = await startMailCatcher();
  database = await createTestDatabase({ template: inject('databaseTemplate') });
  const added = await staffCli(['add', 'Admin@Academy.test', '--role', 'admin']);
  expect(added.code, added.out).toBe(0);
  expect(added.out).toContain(`${STAFF_SITE_URL}/staff/set-password#`);
  firstLink = linkToken(added.out);
  expect(await staffCli(['add', ADMIN, '--role', 'admin'])).toMatchObject({
    code: 2,
    out: expect.stringContaining('This email is a staff member already'),
  });
  expect((await staffCli(['add', 'x@academy.test', '--role', 'owner'])).code).toBe(2);
  server = await startNextServer({ ...database.env, SMTP_URL: mail.url });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await mail?.close();
  await database?.drop();
});

let adminCookie: string;

describe('the first admin', () => {
  it('sets a password from the link once, then signs in with the password and the mailed code', async () => {
    const short = await post('/api/staff/password', { token: firstLink, password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'Password must contain at least 10 characters' });
    const set = await post('/api/staff/password', { token: firstLink, password: PASSWORD, confirmPassword: PASSWORD });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ email: ADMIN });
    const again = await post('/api/staff/password', {
      token: firstLink,
      password: 'another-password',
      confirmPassword: 'another-password',
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This link has expired or was used already. Ask an admin for a new one.');

    adminCookie = await signIn(ADMIN);
    const team = await page('/staff/team', { cookie: adminCookie });
    expect(team.status).toBe(200);
    // The console's own bar names the member (their email until they give a name), with no public header or footer.
    expect(team.text).toContain(`>${ADMIN}</a>`);
    expect(team.text).not.toContain('<footer');
    expect(team.headers.get('cache-control')).toBe('no-store');
    expect(team.headers.get('x-robots-tag')).toContain('noindex');
    expect(team.headers.get('content-security-policy')).toMatch(/'nonce-[\w+/=]+'/);
    const home = await page('/staff', { cookie: adminCookie });
    expect(home.status).toBe(200);
    expect(home.text).toContain('<h1');
    expect(home.text).toMatch(/>Leads<\/h1>/);
  });

  it('a sign-in from a Hindi page mails the code in Hindi (issue 33)', async () => {
    const email = 'hindi.counsellor@academy.test';
    const invited = await post('/api/staff/members', { email, role: 'counsellor' }, { cookie: adminCookie });
    expect(invited.status, invited.text).toBe(201);
    const token = linkToken(decodedBody(mail.to(email).at(-1)!.raw));
    expect((await post('/api/staff/password', { token, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(
      200,
    );
    const first = await post('/api/staff/login', { email, password: PASSWORD }, { cookie: 'NEXT_LOCALE=hi' });
    expect(first.status, first.text).toBe(200);
    const mailed = readableMail(mail.to(email).at(-1)!.raw);
    expect(mailed).toContain('आपका सत्यापन कोड');
    expect(mailed).not.toContain('Your verification code');
    const code = String(otpIn(mail.to(email).at(-1)!.raw));
    const second = await post(
      '/api/staff/login/code',
      { code },
      { cookie: `academy_staff_pending=${cookiesOf(first).academy_staff_pending!.value}` },
    );
    expect(second.status, second.text).toBe(200);
  });

  it('wrong passwords, unknown emails and a code without the password step open nothing', async () => {
    for (const body of [
      { email: ADMIN, password: 'wrong-password' },
      { email: 'nobody@academy.test', password: PASSWORD },
    ]) {
      const answer = await post('/api/staff/login', body);
      expect([answer.status, answer.body]).toEqual([401, { error: 'Invalid email or password' }]);
    }
    const code = await post('/api/staff/login/code', { code: '123456' });
    expect(code.status).toBe(401);
    expect(cookiesOf(code).academy_staff).toBeUndefined();
  });

  it('without a session a page sends to sign-in; a learner token is a 403 on pages and actions; other origins are refused', async () => {
    expect((await page('/staff/team')).headers.get('location')).toBe('/staff/login');
    const learner = { authorization: 'Bearer a-learner-token' };
    expect((await page('/staff/team', { ...learner, cookie: adminCookie })).status).toBe(403);
    expect(
      (
        await post(
          '/api/staff/members',
          { email: 'c@academy.test', role: 'counsellor' },
          { ...learner, cookie: adminCookie },
        )
      ).status,
    ).toBe(403);
    const forged = await post(
      '/api/staff/members',
      { email: 'c@academy.test', role: 'counsellor' },
      { cookie: adminCookie, origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    const noOrigin = await callApi(server.url, '/api/staff/members', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ email: 'c@academy.test', role: 'counsellor' }),
    });
    expect(noOrigin.status).toBe(403);
  });
});

describe('members', () => {
  const COUNSELLOR = 'meera.counsellor@academy.test';
  let counsellorCookie: string;
  let counsellorId: number;

  it('an admin invites a counsellor by mail; the counsellor signs in but cannot manage staff', async () => {
    const invited = await post(
      '/api/staff/members',
      { email: COUNSELLOR, role: 'counsellor' },
      { cookie: adminCookie },
    );
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ mailed: true });
    counsellorId = invited.body.id;
    const link = /\/staff\/set-password#([\w-]{43})/.exec(decodedBody(mail.to(COUNSELLOR).at(-1)!.raw))![1]!;
    expect(
      (await post('/api/staff/password', { token: link, password: PASSWORD, confirmPassword: PASSWORD })).status,
    ).toBe(200);
    counsellorCookie = await signIn(COUNSELLOR);

    const team = await page('/staff/team', { cookie: counsellorCookie });
    expect(team.text).toContain('Only admins can invite members or change roles.');
    const refused = await post(
      '/api/staff/members',
      { email: 'x@academy.test', role: 'admin' },
      { cookie: counsellorCookie },
    );
    expect([refused.status, refused.body.error]).toEqual([403, 'Only admins can do this']);
    expect(
      (await post(`/api/staff/members/${counsellorId}`, { role: 'admin' }, { cookie: counsellorCookie }, 'PATCH'))
        .status,
    ).toBe(403);
  });

  it('the last active admin can be neither demoted nor disabled; two admins demoting each other at once leave one', async () => {
    const adminId = 1;
    for (const change of [{ role: 'counsellor' }, { disabled: true }]) {
      const answer = await post(`/api/staff/members/${adminId}`, change, { cookie: adminCookie }, 'PATCH');
      expect([answer.status, answer.body.error]).toEqual([403, 'The last active admin cannot be demoted or disabled']);
    }
    expect(
      (await post(`/api/staff/members/${counsellorId}`, { role: 'admin' }, { cookie: adminCookie }, 'PATCH')).body,
    ).toMatchObject({ role: 'admin' });
    const both = await Promise.all([
      post(`/api/staff/members/${adminId}`, { role: 'counsellor' }, { cookie: counsellorCookie }, 'PATCH'),
      post(`/api/staff/members/${counsellorId}`, { role: 'counsellor' }, { cookie: adminCookie }, 'PATCH'),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 403]);
    // Whoever is still admin puts the other back.
    const [stillAdmin, demotedId] = both[0]!.status === 403 ? [adminCookie, counsellorId] : [counsellorCookie, adminId];
    expect(
      (await post(`/api/staff/members/${demotedId}`, { role: 'admin' }, { cookie: stillAdmin }, 'PATCH')).status,
    ).toBe(200);
  });

  it('a member names themselves: the console shows the name; a bad one, or one from another site, changes nothing', async () => {
    const bad = await post('/api/staff/me', { displayName: '<b>Meera</b>' }, { cookie: counsellorCookie });
    expect([bad.status, bad.body.fields]).toEqual([
      400,
      { displayName: 'Use letters, spaces, dots, hyphens and apostrophes' },
    ]);
    for (const body of [{}, { displayName: 'x'.repeat(61) }, { displayName: 'Meera', role: 'admin' }, 'Meera', null]) {
      expect((await post('/api/staff/me', body, { cookie: counsellorCookie })).status, JSON.stringify(body)).toBe(400);
    }
    const forged = await post(
      '/api/staff/me',
      { displayName: 'Mallory' },
      { cookie: counsellorCookie, origin: 'https://evil.example' },
    );
    expect(forged.status).toBe(403);
    expect((await post('/api/staff/me', { displayName: 'Mallory' })).status).toBe(401);

    // Fifty saves at once of the same name: one change, one audit row (the last test counts them).
    const saves = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/staff/me', { displayName: ' Meera Iyer ' }, { cookie: counsellorCookie }),
      ),
    );
    expect(saves.map((s) => s.status)).toEqual(Array(50).fill(200));
    expect(saves[0]!.body).toEqual({ displayName: 'Meera Iyer' });
    expect((await page('/staff/team', { cookie: counsellorCookie })).text).toContain('>Meera Iyer</a>');
    expect((await page('/staff/team', { cookie: adminCookie })).text).toContain('Meera Iyer');
  });

  it('disabling a member ends their session at once; signing out ends one', async () => {
    const disabled = await post(
      `/api/staff/members/${counsellorId}`,
      { disabled: true },
      { cookie: adminCookie },
      'PATCH',
    );
    expect(disabled.body).toMatchObject({ active: false });
    expect((await page('/staff/team', { cookie: counsellorCookie })).headers.get('location')).toBe('/staff/login');
    expect((await post('/api/staff/login', { email: COUNSELLOR, password: PASSWORD })).status).toBe(401);

    const out = await post('/api/staff/logout', {}, { cookie: adminCookie });
    expect(out.status).toBe(200);
    expect(cookiesOf(out).academy_staff!.line).toMatch(/Max-Age=0/i);
    expect((await page('/staff/team', { cookie: adminCookie })).headers.get('location')).toBe('/staff/login');
  });

  it('every change left an audit row, in order', async () => {
    await server.stop();
    const handle = await openDb({
      databaseUrl: database.env.DATABASE_URL || undefined,
      pgliteDir: database.env.PGLITE_DIR,
    });
    try {
      const actions = (await handle.db.select().from(staffAudit).orderBy(asc(staffAudit.id))).map((row) => row.action);
      expect(actions).toEqual([
        'staff.add',
        'staff.password',
        'staff.sign-in',
        'staff.add',
        'staff.password',
        'staff.sign-in',
        'staff.add',
        'staff.password',
        'staff.sign-in',
        'staff.role',
        'staff.role',
        'staff.role',
        'staff.name',
        'staff.disable',
        'staff.sign-out',
      ]);
    } finally {
      await handle.close();
    }
  });
});
