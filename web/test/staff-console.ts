import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { asc, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { staffAudit } from '@/lib/db/schema';
import { callApi } from './http';

type ApiAnswer = Awaited<ReturnType<typeof callApi>>;

/** Where the console's test servers mail their notice of each new lead. */
const INBOX = 'inbox@academy.test';
import { createTestDatabase, withTestDatabase, type TestDatabase, type TestDb } from './databases';
import { startMailCatcher } from './mail-catcher';
import { startNextServer, webDir, type RunningServer } from './next-server';

// Signing staff in over HTTP, as the console's pages do: the tests of the console's accounts and of its leads.

export const STAFF_PASSWORD = 'sitar-and-tabla-42';
export const STAFF_SITE_URL = 'https://academy.example.in';

/**
 * `npm run staff -- ...` on a database (before a server opens it: PGlite allows one process). Asynchronous, so the
 * test process's timers (fetch's keep-alive among them, see startArgs in next-server.ts) run while it works.
 */
export function staffCli(
  databaseEnv: Record<string, string | undefined>,
  args: string[],
): Promise<{ code: number | null; out: string }> {
  const run = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: webDir,
    env: { ...process.env, ...databaseEnv, SITE_URL: STAFF_SITE_URL },
  });
  let out = '';
  run.stdout.on('data', (chunk) => (out += chunk));
  run.stderr.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    run.on('error', reject);
    run.on('close', (code) => resolve({ code, out }));
  });
}

/** The token of the first one-time link a CLI run printed. */
export const linkToken = (out: string) => /\/staff\/set-password#([\w-]{43})/.exec(out)![1]!;

/** name=value of each cookie an answer sets, and its attributes as sent. */
export function cookiesOf(answer: { headers: Headers }) {
  return Object.fromEntries(
    answer.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      return [pair!.slice(0, at), { value: pair!.slice(at + 1), line }];
    }),
  );
}

/** A mail's text with quoted-printable soft breaks and escapes undone (long lines such as links are wrapped). */
export const decodedBody = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type Mailbox = Awaited<ReturnType<typeof startMailCatcher>>;

/** The console's audit rows that `where` picks, oldest first. */
export const auditTrail = (db: TestDb, where: SQL | undefined) =>
  db.select().from(staffAudit).where(where).orderBy(asc(staffAudit.id));

/** Calls a console's actions and pages as its own pages would: JSON with the console's Origin. */
export function consoleClient(baseUrl: () => string) {
  const own = () => ({ origin: baseUrl(), 'content-type': 'application/json' });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    callApi(baseUrl(), path, {
      method,
      headers: { ...own(), ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
  const page = (path: string, headers: Record<string, string> = {}) =>
    callApi(baseUrl(), path, { headers, redirect: 'manual' });

  /** Password, then the mailed code: the session cookie's `name=value`. */
  async function signIn(mail: Mailbox, email: string, password = STAFF_PASSWORD): Promise<string> {
    const first = await post('/api/staff/login', { email, password });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ next: 'code', email });
    const pending = cookiesOf(first).academy_staff_pending!;
    expect(pending.line).toMatch(/HttpOnly/i);
    expect(pending.line).toMatch(/SameSite=Strict/i);
    expect(pending.line).toMatch(/Path=\/api\/staff\/login/i);
    const code = /verification code is (\d{6})/.exec(mail.to(email).at(-1)!.raw)![1]!;
    const second = await post('/api/staff/login/code', { code }, { cookie: `academy_staff_pending=${pending.value}` });
    expect(second.status, second.text).toBe(200);
    const session = cookiesOf(second).academy_staff!;
    expect(session.line).toMatch(/HttpOnly/i);
    expect(session.line).toMatch(/SameSite=Strict/i);
    return `academy_staff=${session.value}`;
  }

  /**
   * The admin made by the command line (`adminLink`: its printed output) sets a password and signs in, invites
   * `counsellor`, who sets theirs and signs in too: both session cookies, and the counsellor's member id.
   */
  async function signInAdminAndCounsellor(mail: Mailbox, admin: string, adminLink: string, counsellor: string) {
    const setPassword = async (token: string) =>
      expect(
        (await post('/api/staff/password', { token, password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD }))
          .status,
      ).toBe(200);
    await setPassword(linkToken(adminLink));
    const adminCookie = await signIn(mail, admin);
    const invited = await post(
      '/api/staff/members',
      { email: counsellor, role: 'counsellor' },
      { cookie: adminCookie },
    );
    expect(invited.status, invited.text).toBe(201);
    await setPassword(linkToken(decodedBody(mail.to(counsellor).at(-1)!.raw)));
    return { admin: adminCookie, counsellor: await signIn(mail, counsellor), counsellorId: invited.body.id as number };
  }

  return { post, page, signIn, signInAdminAndCounsellor };
}

/**
 * What the console's HTTP tests start from: a fresh copy of the seeded database (`template`), a mail catcher, a
 * server of their own mailing to it, an admin made by the command line and a counsellor they invited, both signed
 * in. `serverEnv` starts the server again on the same database (PGlite allows one process per folder); `extraEnv`
 * adds to its settings (DUE_DIGESTS: 'on' for the morning digest).
 */
export async function startConsoleWorld(
  template: string,
  adminEmail: string,
  counsellorEmail: string,
  extraEnv: Record<string, string> = {},
) {
  const mail = await startMailCatcher();
  const database = await createTestDatabase({ template });
  const added = await staffCli(database.env, ['add', adminEmail, '--role', 'admin']);
  expect(added.code, added.out).toBe(0);
  // The server's clock (lib/clock.ts), moved by moveClock: a demo class's outcome is marked after its time.
  const clockFile = path.join(tmpdir(), `academy-clock-${process.pid}-${randomUUID()}`);
  const serverEnv = () => ({
    ...database.env,
    SMTP_URL: mail.url,
    SITE_URL: STAFF_SITE_URL,
    ACADEMY_INBOX: INBOX,
    CLOCK_OFFSET_FILE: clockFile,
    ...extraEnv,
  });
  const server = await startNextServer(serverEnv());
  const staff = await consoleClient(() => server.url).signInAdminAndCounsellor(
    mail,
    adminEmail,
    added.out,
    counsellorEmail,
  );
  return { mail, database, server, serverEnv, clockFile, ...staff };
}

/**
 * Ends what startConsoleWorld started, for an afterAll: the server a file runs now (some start it again on the same
 * database), then the mail catcher and the database. Each may be missing when the start itself failed.
 */
export async function stopConsoleWorld(
  server?: RunningServer,
  mail?: Mailbox,
  database?: TestDatabase,
  clockFile?: string,
) {
  await server?.stop();
  if (clockFile) await rm(clockFile, { force: true });
  await mail?.close();
  await database?.drop();
}

/**
 * A console world for one test file: started in a beforeAll, ended in an afterAll. Its parts are read through the
 * returned object while the file's tests run; `post` and `page` call the server running now.
 */
export function consoleWorldPerFile(
  adminEmail: string,
  counsellorEmail: string,
  extraEnv: Record<string, string> = {},
) {
  let world: Awaited<ReturnType<typeof startConsoleWorld>> | undefined;
  const running = () => {
    if (!world) throw new Error('The console world has not started yet: read it inside a test or a hook.');
    return world;
  };
  beforeAll(async () => {
    world = await startConsoleWorld(inject('databaseTemplate'), adminEmail, counsellorEmail, extraEnv);
  }, 180_000);
  afterAll(() => stopConsoleWorld(world?.server, world?.mail, world?.database, world?.clockFile));
  return {
    ...consoleClient(() => running().server.url),
    get mail() {
      return running().mail;
    },
    get database() {
      return running().database;
    },
    get server() {
      return running().server;
    },
    /** The signed-in admin's and counsellor's session cookies, and the counsellor's member id. */
    get admin() {
      return running().admin;
    },
    get counsellor() {
      return running().counsellor;
    },
    get counsellorId() {
      return running().counsellorId;
    },
    /**
     * A learner's form sent to `path`, as a browser sends it (with `headers`, such as its cookies): the lead's id,
     * read from the link in the inbox's notice (which follows the write), and the form's answer.
     */
    async sendLead(
      formPath: string,
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
    ): Promise<{ id: number; answer: ApiAnswer }> {
      const { mail, server } = running();
      const before = mail.to(INBOX).length;
      const sent = await callApi(server.url, formPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(sent.status, sent.text).toBe(201);
      await expect.poll(() => mail.to(INBOX).length, { timeout: 15_000 }).toBeGreaterThan(before);
      const notice = decodedBody(mail.to(INBOX).at(-1)!.raw);
      return { id: Number(new RegExp(`${STAFF_SITE_URL}/staff/leads/(\\d+)`).exec(notice)![1]), answer: sent };
    },
    /** Moves the server's clock to `seconds` from the machine's (0: the machine's own). */
    moveClock(seconds: number) {
      return writeFile(running().clockFile, String(seconds));
    },
    /** Starts the server again on the same database, after a file stopped it to open the PGlite folder itself. */
    async restartServer() {
      const started = running();
      started.server = await startNextServer(started.serverEnv());
    },
    /** Stops the server for good and runs `work` on the database it wrote: a file's last look at what was stored. */
    async stopAndRead<T>(work: (db: TestDb) => Promise<T>) {
      await running().server.stop();
      return withTestDatabase(running().database, work);
    },
  };
}
