import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDb } from '@/lib/db/client';
import { staffAudit, staffMembers } from '@/lib/db/schema';
import { createTestDatabase, type TestDatabase } from '../databases';
import { startMailCatcher } from '../mail-catcher';
import { startNextServer, type RunningServer } from '../next-server';
import { consoleClient, staffCli, STAFF_PASSWORD, stopConsoleWorld } from '../staff-console';

// Issue 51: the first admin while the site runs. A site with no admin prints a one-time setup link at each start;
// its page makes the admin, who then signs in as every member does. The server reads its SITE_URL from a root
// .env (here a folder of the test's own, ACADEMY_ENV_DIR), which proves the app reads that file.
const ROOT_ENV_SITE = 'https://from-root-env.academy.test';
const ADMIN = 'first.admin@academy.test';
const SPENT =
  'This setup link is not valid, has expired or was used already. Restart the site for a new one: while no admin exists, it prints one to its log at start.';
const ADMIN_EXISTS = 'This site has an admin already. Sign in, or ask an admin to invite you.';

let database: TestDatabase;
let server: RunningServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let envDir: string;
const { post, page, signIn } = consoleClient(() => server.url);
const ADMIN_EXISTS_PAGE = 'This site has an admin already, so this link no longer works.';

const start = () =>
  startNextServer({ ...database.env, SMTP_URL: mail.url, ACADEMY_ENV_FILES: 'on', ACADEMY_ENV_DIR: envDir });
const SETUP_LINE = /^\[setup\] (\S+\/staff\/setup#([\w-]{43}))$/gm;
/** The setup links this server printed: its log is read, as the person running the site would. */
const printedLinks = (running: RunningServer) =>
  [...running.output().matchAll(SETUP_LINE)].map((m) => ({ url: m[1]!, token: m[2]! }));
const waitForLink = (running: RunningServer) =>
  vi.waitFor(() => {
    const [link] = printedLinks(running);
    expect(link).toBeDefined();
    return link!;
  });
const setUp = (token: string, email = ADMIN, extra: Record<string, unknown> = {}) =>
  post('/api/staff/setup', { token, email, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD, ...extra });

let firstLink: { url: string; token: string };
let secondLink: { url: string; token: string };

beforeAll(async () => {
  envDir = mkdtempSync(path.join(tmpdir(), 'root-env-'));
  writeFileSync(path.join(envDir, '.env'), `SITE_URL=${ROOT_ENV_SITE}\n`);
  mail = await startMailCatcher();
  database = await createTestDatabase({ template: inject('databaseTemplate') });
  server = await start();
  firstLink = await waitForLink(server);
  await server.stop();
  server = await start();
  secondLink = await waitForLink(server);
}, 180_000);
afterAll(async () => {
  await stopConsoleWorld(server, mail, database);
  rmSync(envDir, { recursive: true, force: true });
});

describe('the first admin from the setup link (issue 51)', () => {
  it('a site without an admin prints one link per start, on the SITE_URL of the root .env', () => {
    expect(printedLinks(server)).toHaveLength(1);
    expect(secondLink.url).toBe(`${ROOT_ENV_SITE}/staff/setup#${secondLink.token}`);
    expect(secondLink.token).not.toBe(firstLink.token);
    expect(server.output()).toContain(
      'This site has no admin yet. Open this link to make the first one (valid 24 hours, once',
    );
  });

  it('the setup page offers its form while no admin exists', async () => {
    const setup = await page('/staff/setup');
    expect(setup.status).toBe(200);
    expect(setup.text).toContain('Make the first admin');
    expect(setup.text).toContain('Your email');
    expect(setup.text).not.toContain(ADMIN_EXISTS_PAGE);
  });

  it('on the embedded database, npm run staff says to use the setup link or stop the site', async () => {
    if (!database.env.PGLITE_DIR) return; // PostgreSQL allows the command line beside a running site.
    const run = await staffCli(database.env, ['add', 'cli.admin@academy.test', '--role', 'admin']);
    expect(run.code).toBe(2);
    expect(run.out).toContain('The site is running on the embedded database');
    expect(run.out).toContain(
      'First admin: open the setup link the site printed to its log when it started (/staff/setup#...)',
    );
    expect(run.out).toContain('Or stop the site, run this again, and start the site.');
  });

  it('a wrong or malformed token, a bad form or another site is refused with a clear message', async () => {
    const wrong = await setUp('A'.repeat(43));
    expect([wrong.status, wrong.body.error]).toEqual([400, SPENT]);
    const malformed = await setUp('short', 'not-an-email', { confirmPassword: 'other' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({
      token: 'This link is not valid',
      email: 'Invalid email address',
      confirmPassword: 'Passwords must match',
    });
    // A common password is refused (issue 52) and leaves the link unspent: the next test makes the admin with it.
    const common = await setUp(secondLink.token, ADMIN, { password: 'Password123', confirmPassword: 'Password123' });
    expect([common.status, common.body.fields]).toEqual([
      400,
      { password: 'This password is too common. Choose one that is harder to guess' },
    ]);
    const form = { token: secondLink.token, email: ADMIN, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD };
    const elsewhere = await post('/api/staff/setup', form, { origin: 'https://evil.example' });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([403, 'Cross-site requests are not allowed']);
    // Without an Origin (a script, not the console's page) the email and password are not even read.
    const bare = await fetch(`${server.url}/api/staff/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect([bare.status, (await bare.json()).error]).toEqual([403, 'Staff actions must come from the staff console']);
  });

  it('makes the admin, who signs in with the password and the mailed code and can invite the team', async () => {
    const made = await setUp(secondLink.token, ' First.Admin@Academy.test ');
    expect([made.status, made.body.email]).toEqual([201, ADMIN]);
    const cookie = await signIn(mail, ADMIN);
    const invited = await post(
      '/api/staff/members',
      { email: 'counsellor@academy.test', role: 'counsellor' },
      { cookie },
    );
    expect(invited.status, invited.text).toBe(201);
  });

  it('once an admin exists every link is refused, the used one and an older unused one, and a restart prints none', async () => {
    for (const { token } of [secondLink, firstLink]) {
      const again = await setUp(token, 'intruder@academy.test');
      expect([again.status, again.body.error]).toEqual([403, ADMIN_EXISTS]);
    }
    const setup = await page('/staff/setup');
    expect(setup.text).toContain(ADMIN_EXISTS_PAGE);
    expect(setup.text).not.toContain('Your email');
    await server.stop();
    server = await start();
    expect(printedLinks(server)).toEqual([]);
    // The intruder never became a member: the sign-in does not know the address.
    const login = await post('/api/staff/login', { email: 'intruder@academy.test', password: STAFF_PASSWORD });
    expect(login.status).toBe(401);
  });

  it("the admin's making left its audit row, with the admin as its author", async () => {
    await server.stop();
    const handle = await openDb({
      databaseUrl: database.env.DATABASE_URL || undefined,
      pgliteDir: database.env.PGLITE_DIR,
    });
    try {
      const [admin] = await handle.db.select().from(staffMembers).where(eq(staffMembers.email, ADMIN));
      const rows = await handle.db.select().from(staffAudit).where(eq(staffAudit.action, 'staff.setup'));
      expect(rows.map((r) => [r.staffId, r.subject, r.detail])).toEqual([
        [admin!.id, `staff:${admin!.id}`, { role: 'admin' }],
      ]);
    } finally {
      await handle.close();
    }
  });
});
