/**
 * The servers a benchmark measures: the existing production build started as `npm start` starts it, on a scratch
 * database that is dropped afterwards: a fresh embedded PGlite folder, or a new PostgreSQL database created beside
 * DATABASE_URL (never the user's own), holding the demo catalogue or the 10,000-course one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../web/test/databases';
import { startNextServer, webDir } from '../../../web/test/next-server';

export type TargetKind = 'pglite' | 'postgres';
export type Target = { label: string; url: string; pid?: number; stop: () => Promise<void> };

const repoDir = path.resolve(webDir, '..');

/** The bench measures the build that is there; building is `npm run build`'s job, and takes minutes. */
export function requireBuild(env: NodeJS.ProcessEnv = process.env) {
  const distDir = path.join(webDir, env.NEXT_DIST_DIR || '.next');
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${path.relative(repoDir, distDir)}: run \`npm run build\` first (the bench builds nothing).`,
    );
  }
}

/** Fills a scratch database with the large generator (which seeds the demo catalogue first), as `npm run seed:large` does. */
export function fillLarge(env: Record<string, string | undefined>) {
  const script = path.join(repoDir, 'scripts', 'generate-large-catalogue.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: repoDir,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the large catalogue generator failed with ${result.status}`);
}

/**
 * Starts the app on a scratch database of the given kind. An embedded database is seeded with the demo catalogue
 * by the server's first start; a PostgreSQL one here, as an operator would with `npm run seed`.
 */
export async function startTarget(kind: TargetKind, { large }: { large: boolean }): Promise<Target> {
  const base = kind === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (kind === 'postgres' && !base)
    throw new Error('the postgres target needs DATABASE_URL (a scratch database is created beside it)');
  const database: TestDatabase = await createTestDatabase({ base, seed: !large });
  try {
    if (large) {
      console.log(`${kind}: filling a scratch database with the large catalogue ...`);
      fillLarge(database.env);
    }
    const server = await startNextServer(database.env);
    return {
      label: kind,
      url: server.url,
      pid: server.pid,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Servers that are already running, named `label=url,label=url` (BENCH_URLS); the bench neither starts nor stops them. */
export function runningTargets(spec: string): Target[] {
  return spec.split(',').map((entry) => {
    const [label, url] = entry.includes('=') ? entry.split('=', 2) : [entry, entry];
    return { label: label!, url: url!.replace(/\/+$/, ''), stop: async () => {} };
  });
}

/** The server's resident memory, from /proc (Linux). */
export function rssMb(pid: number | undefined): string {
  if (!pid) return 'n/a';
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return `${Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024)} MB`;
  } catch {
    return 'n/a';
  }
}
