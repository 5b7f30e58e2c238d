import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { asc } from 'drizzle-orm';
import { staffAudit } from '@/lib/db/schema';
import { openDb } from '@/lib/db/client';
import { createTestDatabase, type TestDatabase } from '../databases';
import { callApi } from '../http';
import { startMailCatcher } from '../mail-catcher';
import { startNextServer, webDir, type RunningServer } from '../next-server';

// The staff console's accounts and sign-in (issue 28): the first admin made by the command line, a password set
// from the one-time link, the mailed second factor, the httpOnly session, roles, the Origin check, and the audit.
const ADMIN = 'admin@academy.test';
const PASSWORD = 'sitar-and-tabla-42';

let database: TestDatabase;
let server: RunningServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let firstLink: string;

/** `npm run staff -- ...` on the test database (before the server opens it: PGlite allows one process). */
function staffCli(args: string[]) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: webDir, env: { ...process.env, ...database.env, SITE_URL: 'https://academy.example.in' }, encoding: 'utf8',
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

beforeAll(async () => {
  mail = await startMailCatcher();
  database = await createTestDatabase({ template: inject('databaseTemplate') });
  const added = staffCli(['add', 'Admin@Academy.test', '--role', 'admin']);
  expect(added.code, added.out).toBe(0);
  firstLink = /https:\/\/academy\.example\.in\/staff\/set-password#([\w-]{43})/.exec(added.out)![1]!;
  expect(staffCli(['add', ADMIN, '--role', 'admin'])).toMatchObject({ code: 2, out: expect.stringContaining('This email is a staff member already') });
  expect(staffCli(['add', 'x@academy.test', '--role', 'owner']).code).toBe(2);
  server = await startNextServer({ ...database.env, SMTP_URL: mail.url });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await mail?.close();
  await database?.drop();
});

/** What a browser on the console's own pages sends with an action. */
const own = () => ({ origin: server.url, 'content-type': 'application/json' });
const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  callApi(server.url, path, { method, headers: { ...own(), ...headers }, body: JSON.stringify(body), redirect: 'manual' });
const page = (path: string, headers: Record<string, string> = {}) => callApi(server.url, path, { headers, redirect: 'manual' });

/** name=value of each cookie an answer sets, and its attributes as sent. */
function cookiesOf(answer: { headers: Headers }) {
  return Object.fromEntries(answer.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    return [pair!.slice(0, at), { value: pair!.slice(at + 1), line }];
  }));
}

/** A mail's text with quoted-printable soft breaks and escapes undone (long lines such as links are wrapped). */
const decodedBody = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const codeMailedTo = (email: string) => /verification code is (\d{6})/.exec(mail.to(email).at(-1)!.raw)![1]!;

/** Password, then the mailed code: the session cookie's `name=value`. */
async function signIn(email: string, password = PASSWORD): Promise<string> {
  const first = await post('/api/staff/login', { email, password });
  expect(first.status, first.text).toBe(200);
  expect(first.body).toEqual({ next: 'code', email });
  const pending = cookiesOf(first).academy_staff_pending!;
  expect(pending.line).toMatch(/HttpOnly/i);
  expect(pending.line).toMatch(/SameSite=Strict/i);
  expect(pending.line).toMatch(/Path=\/api\/staff\/login/i);
  const second = await post('/api/staff/login/code', { code: codeMailedTo(email) }, { cookie: `academy_staff_pending=${pending.value}` });
  expect(second.status, second.text).toBe(200);
  const session = cookiesOf(second).academy_staff!;
  expect(session.line).toMatch(/HttpOnly/i);
  expect(session.line).toMatch(/SameSite=Strict/i);
  return `academy_staff=${session.value}`;
}

let adminCookie: string;

describe('the first admin', () => {
  it('sets a password from the link once, then signs in with the password and the mailed code', async () => {
    const short = await post('/api/staff/password', { token: firstLink, password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'Password must contain at least 10 characters' });
    const set = await post('/api/staff/password', { token: firstLink, password: PASSWORD, confirmPassword: PASSWORD });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ email: ADMIN });
    const again = await post('/api/staff/password', { token: firstLink, password: 'another-password', confirmPassword: 'another-password' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This link has expired or was used already. Ask an admin for a new one.');

    adminCookie = await signIn(ADMIN);
    const team = await page('/staff/team', { cookie: adminCookie });
    expect(team.status).toBe(200);
    expect(team.text).toContain(`Signed in as <strong>${ADMIN}</strong>`);
    expect(team.headers.get('cache-control')).toBe('no-store');
    expect(team.headers.get('x-robots-tag')).toContain('noindex');
    expect(team.headers.get('content-security-policy')).toMatch(/'nonce-[\w+/=]+'/);
    expect((await page('/staff', { cookie: adminCookie })).headers.get('location')).toBe('/staff/team');
  });

  it('wrong passwords, unknown emails and a code without the password step open nothing', async () => {
    for (const body of [{ email: ADMIN, password: 'wrong-password' }, { email: 'nobody@academy.test', password: PASSWORD }]) {
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
    expect((await post('/api/staff/members', { email: 'c@academy.test', role: 'counsellor' }, { ...learner, cookie: adminCookie })).status).toBe(403);
    const forged = await post('/api/staff/members', { email: 'c@academy.test', role: 'counsellor' }, { cookie: adminCookie, origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    const noOrigin = await callApi(server.url, '/api/staff/members', {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: adminCookie }, body: JSON.stringify({ email: 'c@academy.test', role: 'counsellor' }),
    });
    expect(noOrigin.status).toBe(403);
  });
});

describe('members', () => {
  const COUNSELLOR = 'meera.counsellor@academy.test';
  let counsellorCookie: string;
  let counsellorId: number;

  it('an admin invites a counsellor by mail; the counsellor signs in but cannot manage staff', async () => {
    const invited = await post('/api/staff/members', { email: COUNSELLOR, role: 'counsellor' }, { cookie: adminCookie });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ mailed: true });
    counsellorId = invited.body.id;
    const link = /\/staff\/set-password#([\w-]{43})/.exec(decodedBody(mail.to(COUNSELLOR).at(-1)!.raw))![1]!;
    expect((await post('/api/staff/password', { token: link, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(200);
    counsellorCookie = await signIn(COUNSELLOR);

    const team = await page('/staff/team', { cookie: counsellorCookie });
    expect(team.text).toContain('Only admins can invite members or change roles.');
    const refused = await post('/api/staff/members', { email: 'x@academy.test', role: 'admin' }, { cookie: counsellorCookie });
    expect([refused.status, refused.body.error]).toEqual([403, 'Only admins can do this']);
    expect((await post(`/api/staff/members/${counsellorId}`, { role: 'admin' }, { cookie: counsellorCookie }, 'PATCH')).status).toBe(403);
  });

  it('the last active admin can be neither demoted nor disabled; two admins demoting each other at once leave one', async () => {
    const adminId = 1;
    for (const change of [{ role: 'counsellor' }, { disabled: true }]) {
      const answer = await post(`/api/staff/members/${adminId}`, change, { cookie: adminCookie }, 'PATCH');
      expect([answer.status, answer.body.error]).toEqual([403, 'The last active admin cannot be demoted or disabled']);
    }
    expect((await post(`/api/staff/members/${counsellorId}`, { role: 'admin' }, { cookie: adminCookie }, 'PATCH')).body).toMatchObject({ role: 'admin' });
    const both = await Promise.all([
      post(`/api/staff/members/${adminId}`, { role: 'counsellor' }, { cookie: counsellorCookie }, 'PATCH'),
      post(`/api/staff/members/${counsellorId}`, { role: 'counsellor' }, { cookie: adminCookie }, 'PATCH'),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 403]);
    // Whoever is still admin puts the other back.
    const [stillAdmin, demotedId] = both[0]!.status === 403 ? [adminCookie, counsellorId] : [counsellorCookie, adminId];
    expect((await post(`/api/staff/members/${demotedId}`, { role: 'admin' }, { cookie: stillAdmin }, 'PATCH')).status).toBe(200);
  });

  it('disabling a member ends their session at once; signing out ends one', async () => {
    const disabled = await post(`/api/staff/members/${counsellorId}`, { disabled: true }, { cookie: adminCookie }, 'PATCH');
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
    const handle = await openDb({ databaseUrl: database.env.DATABASE_URL || undefined, pgliteDir: database.env.PGLITE_DIR });
    try {
      const actions = (await handle.db.select().from(staffAudit).orderBy(asc(staffAudit.id))).map((row) => row.action);
      expect(actions).toEqual([
        'staff.add', 'staff.password', 'staff.sign-in', 'staff.add', 'staff.password', 'staff.sign-in',
        'staff.role', 'staff.role', 'staff.role', 'staff.disable', 'staff.sign-out',
      ]);
    } finally {
      await handle.close();
    }
  });
});
