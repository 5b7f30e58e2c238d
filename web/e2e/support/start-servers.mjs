// Every server the browser tests use, started side by side rather than one after another as Playwright starts its
// webServer entries: the servers spend their start waiting (Next loading, a database opening), so two cores start
// seven of them in the time of two or three. One database is prepared first (e2e/support/prepare-database.ts:
// migrated, seeded, the admins added) and each app server starts on a copy of it (e2e/support/serve.mjs), instead
// of each migrating and seeding its own and running the staff command line once per admin.
// Usage: node e2e/support/start-servers.mjs <port>, with E2E_SERVERS (JSON, from playwright.config.ts: each server's
// name, command, env and the address that answers once it is up) and E2E_STAFF_ADMINS (comma-separated emails).
// Answers GET /health on <port> once every server is up; SIGTERM stops them all.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = Number(process.argv[2]);
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const admins = (process.env.E2E_STAFF_ADMINS ?? '').split(',').filter(Boolean);
const START_MS = 240_000;

// A run killed hard leaves its copy behind; only one run uses a port at a time, so older ones can go.
const templatePrefix = `e2e-pglite-template-${port}-`;
for (const name of readdirSync(tmpdir())) {
  if (name.startsWith(templatePrefix)) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
}
const template = mkdtempSync(path.join(tmpdir(), templatePrefix));

const children = new Set();
let stopping = false;

function run(command, args, env, output = 'inherit') {
  const child = spawn(command, args, { stdio: ['ignore', output, 'inherit'], env: { ...process.env, ...env } });
  children.add(child);
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  exited.then(() => children.delete(child));
  return { child, exited };
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const left = [...children];
  for (const child of left) child.kill('SIGTERM');
  await Promise.all(
    left.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)))),
  );
  rmSync(template, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

async function prepareDatabase() {
  const prepare = run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'e2e/support/prepare-database.ts', ...admins],
    { PGLITE_DIR: template },
    'pipe',
  );
  let out = '';
  prepare.child.stdout.on('data', (chunk) => (out += chunk));
  if ((await prepare.exited) !== 0) throw new Error(`preparing the test database failed:\n${out}`);
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** Resolves once `url` answers 200; rejects when the server's process ends first or START_MS pass. */
async function upAt(name, url, exited) {
  let ended = false;
  exited.then(() => (ended = true));
  const until = Date.now() + START_MS;
  while (Date.now() < until) {
    if (ended) throw new Error(`${name} stopped before it answered ${url}`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${START_MS / 1000} s`);
}

try {
  // Servers that keep no database (the mail catcher, the stand-in Content Lake, the app on a dead academy API)
  // start while the database is prepared.
  const started = [];
  const start = (server, env = {}) => {
    const { exited } = run(server.command[0], server.command.slice(1), { ...server.env, ...env });
    started.push(upAt(server.name, server.health, exited));
  };
  for (const server of servers.filter((s) => !s.database)) start(server);
  const links = await prepareDatabase();
  for (const server of servers.filter((s) => s.database)) {
    // The links point at the server the spec signs in on.
    if (server.env.E2E_STAFF_LINKS) {
      const own = Object.fromEntries(
        Object.entries(links).map(([email, link]) => [email, link.replace(/^https?:\/\/[^/]+/, server.env.SITE_URL)]),
      );
      writeFileSync(server.env.E2E_STAFF_LINKS, JSON.stringify(own));
    }
    start(server, { E2E_PGLITE_TEMPLATE: template });
  }
  await Promise.all(started);
  createServer((_request, response) => response.end('ok')).listen(port, '127.0.0.1');
} catch (error) {
  console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
  await stop(1);
}
