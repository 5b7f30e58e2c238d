import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { assertNoUnexpectedErrors } from './server-errors';
import { UNLIMITED_WRITES } from './unlimited-writes';

export const webDir = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(webDir, 'node_modules', '.bin', 'next');
export const nextCli = existsSync(nextBin) ? nextBin : path.join(webDir, '..', 'node_modules', '.bin', 'next');

export type RunningServer = { url: string; port: number; pid: number; stop: () => Promise<void>; output: () => string };

/** `expectedErrors`: patterns of the stderr entries this server may write (see server-errors.ts); any other fails stop(). */
/** `port`: the port to listen on, chosen beforehand by freePort() when another server must know it first. */
export type ServerOptions = { expectedErrors?: readonly RegExp[]; port?: number };

/** A free TCP port on loopback, so parallel test runs never fight over one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `next start` on a port, listening on every interface as production does. With `-H 127.0.0.1` Next builds its
 * proxy's request URL as http://localhost:port yet its own as http://127.0.0.1:port, so every rewrite the proxy
 * makes (the stored catalogue views) would count as external and go out over HTTP to the same server.
 *
 * Idle connections are kept for 10 minutes instead of Node's 5 s. The tests' fetch keeps a connection for 1 s less
 * than the server says, on a timer of 1 s grain; on a saturated machine that timer ran late, and a request went out
 * on a connection the server had just closed: `fetch failed` (read ECONNRESET) on abuse-limits' first request, sent
 * on the connection its health check had left while two other servers started.
 */
const KEEP_ALIVE_MS = '600000';
export const startArgs = (port: number) => ['start', '-p', String(port), '--keepAliveTimeout', KEEP_ALIVE_MS];

/**
 * `npm run test:quick` (TEST_SERVER=dev) serves the app with `next dev` instead: no build, each route compiled on
 * its first request, into a folder of its own so the production build stays as it is.
 */
export const devServer = process.env.TEST_SERVER === 'dev';
const serverArgs = (port: number) => (devServer ? ['dev', '-p', String(port)] : startArgs(port));
const serverEnv = devServer ? { NODE_ENV: 'development', NEXT_DIST_DIR: '.next-dev' } : { NODE_ENV: 'production' };
/**
 * What `next dev` alone writes to stderr: its note on the file system's speed, and a request whose client hung up
 * mid-upload (a test that stops sending a photo over the size limit), which the production server drops quietly.
 */
const DEV_SERVER_NOISE = devServer
  ? [
      /^⚠ Slow filesystem detected/,
      /^See more: https:\/\/nextjs\.org\/docs/,
      /^(⨯ uncaughtException: +)?Error: aborted$/,
    ]
  : [];

/**
 * The test servers' bounds on each database statement and on opening a connection. The suites run side by side, each
 * with servers of its own, so a statement may wait seconds for a CPU or behind another database's CREATE DATABASE:
 * production's 1.5 s (DB_QUERY_TIMEOUT_MS) reported outages that were none (a PostgreSQL run failed on "[db]
 * unavailable: Query read timeout"). On a machine saturated for an hour (issue 51), opening a connection took longer
 * than production's 1.5 s DB_CONNECT_TIMEOUT_MS too: node-pg then ends the socket itself and reports "Connection
 * terminated unexpectedly", which marks the database away, and four files' servers answered 503. The outage tests
 * pass both as undefined to keep production's bounds.
 */
const TEST_QUERY_TIMEOUT_MS = '30000';
const TEST_CONNECT_TIMEOUT_MS = '30000';
// The same for Redis: a relayed connection opened on a saturated machine took longer than production's 1 s, and the
// shared-cache test saw '[redis] the connection failed (connect ETIMEDOUT)' before it had cut anything.
const TEST_REDIS_CONNECT_TIMEOUT_MS = '15000';

/**
 * In quick mode only the global setup starts a server: a test file's own would be a second `next dev` in web/, which
 * Next refuses, or a `next start` without a build. Such a file belongs in vitest.config.ts's OWN_SERVER_FILES.
 * Vitest sets VITEST_WORKER_ID in the processes that run test files, not in the one that runs the global setup.
 */
function refuseInQuickMode() {
  if (devServer && process.env.VITEST_WORKER_ID) {
    throw new Error(
      'This test file starts a server of its own, which `npm run test:quick` cannot: add it to OWN_SERVER_FILES in web/vitest.config.ts',
    );
  }
}

/** Builds the app once into NEXT_DIST_DIR (default .next) unless a build is already there (or `next dev` serves). */
export function ensureBuild(env: NodeJS.ProcessEnv = process.env) {
  if (devServer) return;
  const distDir = path.join(webDir, env.NEXT_DIST_DIR || '.next');
  if (existsSync(path.join(distDir, 'BUILD_ID')) && !env.FORCE_BUILD) return;
  const result = spawnSync(nextCli, ['build'], { cwd: webDir, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build failed with ${result.status}`);
}

/** Starts `next start` on the production build with the given environment and waits until it is healthy. */
/** `healthy` waits for a 200 from readyPath; `listening` for any answer (for servers whose database is down). */
export async function startNextServer(
  extraEnv: Record<string, string | undefined>,
  readyPath = '/api/health',
  waitFor: 'healthy' | 'listening' = 'healthy',
  { expectedErrors = [], port: chosenPort }: ServerOptions = {},
): Promise<RunningServer> {
  refuseInQuickMode();
  const port = chosenPort ?? (await freePort());
  // MALLOC_ARENA_MAX as `npm start` sets it (web/package.json), so tests and benches measure the server as it runs.
  const env = {
    MALLOC_ARENA_MAX: '2',
    DB_QUERY_TIMEOUT_MS: TEST_QUERY_TIMEOUT_MS,
    DB_CONNECT_TIMEOUT_MS: TEST_CONNECT_TIMEOUT_MS,
    REDIS_CONNECT_TIMEOUT_MS: TEST_REDIS_CONNECT_TIMEOUT_MS,
    ...UNLIMITED_WRITES,
    // The 9:00 IST digest of due leads (issue 54) only where a test asks for it: a server started in the morning
    // would mail it to a member in the middle of another test's mailbox.
    DUE_DIGESTS: 'off',
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    ...serverEnv,
  } as NodeJS.ProcessEnv;
  let log = '';
  let stderr = '';
  const child: ChildProcess = spawn(nextCli, serverArgs(port), { cwd: webDir, env, detached: true });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => {
    log += chunk;
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    assertNoUnexpectedErrors(`The server on port ${port}`, stderr, [...expectedErrors, ...DEV_SERVER_NOISE]);
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${log}`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok || waitFor === 'listening') return { url, port, pid: child.pid!, stop, output: () => log };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`server did not become healthy:\n${log}`);
}

/** Runs `next start` with the given environment until it exits by itself; its exit code and everything it printed. */
export function startUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  refuseInQuickMode();
  return new Promise((resolve, reject) => {
    freePort().then((port) => {
      const child = spawn(nextCli, startArgs(port), {
        cwd: webDir,
        env: { ...process.env, ...env, NODE_ENV: 'production' },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    }, reject);
  });
}
