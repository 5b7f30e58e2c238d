import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFiles, refuseWebEnvFiles } from './env-files';

// Issue 51: settings in the repository root's .env reach the app and its scripts; the environment still wins.
const dirs: string[] = [];
const folder = (files: Record<string, string>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-files-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `npm run staff -- add` on an in-memory database, reading its env files from `envDir`: what it printed. */
function staffAdd(envDir: string, extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ACADEMY_ENV_DIR: envDir, PGLITE_DIR: 'memory://', ...extraEnv };
  delete env.ACADEMY_ENV_FILES;
  if (!extraEnv.SITE_URL) delete env.SITE_URL;
  delete env.DATABASE_URL;
  const run = spawnSync(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'scripts/staff.ts',
      'add',
      'root.env@academy.test',
      '--role',
      'admin',
    ],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
      encoding: 'utf8',
    },
  );
  return `${run.stdout}${run.stderr}`;
}

describe('the root .env (issue 51)', () => {
  it('a SITE_URL in the root .env reaches the staff command line: its link points there', { timeout: 120_000 }, () => {
    const out = staffAdd(folder({ '.env': 'SITE_URL=https://from-root-env.example.in\n' }));
    expect(out).toContain('https://from-root-env.example.in/staff/set-password#');
  });

  it('.env.local beats .env, and the real environment beats both', () => {
    const dir = folder({ '.env': 'A=env\nB=env\nC=env\n', '.env.local': 'A=local\nB=local\n' });
    const env: Record<string, string | undefined> = { ACADEMY_ENV_DIR: dir, A: 'real' };
    expect(loadEnvFiles(env).sort()).toEqual(['B', 'C']);
    expect([env.A, env.B, env.C]).toEqual(['real', 'local', 'env']);
  });

  it('ACADEMY_ENV_FILES=off (what the tests set) reads no file', () => {
    const env: Record<string, string | undefined> = {
      ACADEMY_ENV_DIR: folder({ '.env': 'A=env\n' }),
      ACADEMY_ENV_FILES: 'off',
    };
    expect(loadEnvFiles(env)).toEqual([]);
    expect(env.A).toBeUndefined();
  });

  it('a web/.env is refused with a message that says where the settings go', () => {
    expect(() => refuseWebEnvFiles(folder({ '.env': 'PORT=4000\n' }))).toThrow(
      /web\/\.env: settings are read from the repository root only .*Move it there, e\.g\. `mv web\/\.env \.env`/,
    );
    expect(() => refuseWebEnvFiles(folder({ '.env.example': '' }))).not.toThrow();
  });
});
