// Starts `next start` on the existing production build for the browser tests, on a fresh embedded database that
// is deleted again when the server stops (e2e/support/start-servers.mjs starts each). Usage: node e2e/support/serve.mjs <port>
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3200';
// A run killed hard leaves its database behind; only one server uses a port at a time, so older ones can go.
for (const name of readdirSync(tmpdir())) {
  if (name.startsWith(`e2e-pglite-${port}-`)) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
}
// A server whose academy is another backend (ACADEMY_API_URL) keeps no database and refuses to start with one.
const pgliteDir = process.env.ACADEMY_API_URL ? undefined : mkdtempSync(path.join(tmpdir(), `e2e-pglite-${port}-`));
// The server's stderr is kept for e2e/support/server-errors-teardown.ts, which fails the run on an unexpected error.
const stderrLog = process.env.E2E_SERVER_STDERR;
if (stderrLog) rmSync(stderrLog, { force: true });
// The clock a test may move (web/lib/clock.ts) starts as the machine's, whatever an earlier run left in it.
// and free of a lock an interrupted run held (e2e/support/clock.ts).
if (process.env.CLOCK_OFFSET_FILE) {
  rmSync(process.env.CLOCK_OFFSET_FILE, { force: true });
  rmSync(`${process.env.CLOCK_OFFSET_FILE}.lock`, { recursive: true, force: true });
}
// E2E_PGLITE_TEMPLATE: the run's prepared database (e2e/support/start-servers.mjs), copied before the server opens
// its folder; without it the server migrates and seeds its own on the first request.
if (pgliteDir && process.env.E2E_PGLITE_TEMPLATE)
  cpSync(process.env.E2E_PGLITE_TEMPLATE, pgliteDir, { recursive: true });
// No -H, as `npm start` runs it: with -H 127.0.0.1 Next sends each rewrite to a stored view back to itself over HTTP
// (see startArgs in test/next-server.ts).
const child = spawn('npx', ['next', 'start', '-p', port], {
  stdio: ['ignore', 'inherit', 'pipe'],
  env: { ...process.env, ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}), NODE_ENV: 'production' },
});
child.stderr.on('data', (chunk) => {
  process.stderr.write(chunk);
  if (stderrLog) appendFileSync(stderrLog, chunk);
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
