import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { webRoot } from './web-root';

/**
 * One place for settings (issue 51): the repository root's `.env.local` and `.env`, beside `.env.example`. Next
 * alone would read only web/'s own files, which a new user never thinks of; so next.config.ts (the app: dev, start,
 * build) and the command-line scripts call loadEnvFiles() before lib/env.ts validates anything.
 *
 * Order: the real environment wins, then `.env.local`, then `.env`; a file never replaces a value already set.
 * No `$VAR` expansion: values are taken as written.
 */

/** Read in this order; the first to name a variable wins. */
export const ENV_FILES = ['.env.local', '.env'] as const;

/** Env files Next would read from web/ on its own. They are refused, so no setting hides in a second place. */
const NEXT_OWN_FILES = [
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  '.env.development',
  '.env.development.local',
];

/** `ACADEMY_ENV_FILES=off` skips the files (the tests' servers and scripts: see test/env-isolation.ts). */
export const ENV_FILES_SWITCH = 'ACADEMY_ENV_FILES';
/** Another folder to read them from than the repository root (the test that proves they are read). */
export const ENV_DIR_VARIABLE = 'ACADEMY_ENV_DIR';

export const repositoryRoot = () => path.resolve(webRoot(), '..');

/** Every variable the files in `dir` set, `.env.local` over `.env`. */
export function readEnvFiles(dir: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const file of [...ENV_FILES].reverse()) {
    const at = path.join(dir, file);
    if (existsSync(at)) Object.assign(values, parseEnv(readFileSync(at, 'utf8')));
  }
  return values;
}

/** Settings in web/ would be silently ignored: say where they belong instead. */
export function refuseWebEnvFiles(web = webRoot()): void {
  const found = NEXT_OWN_FILES.filter((file) => existsSync(path.join(web, file)));
  if (!found.length) return;
  const names = found.map((file) => `web/${file}`).join(', ');
  throw new Error(
    `${names}: settings are read from the repository root only (${path.join(repositoryRoot(), '.env')}, next to .env.example). ` +
      `Move ${found.length === 1 ? 'it' : 'them'} there, e.g. \`mv web/.env .env\`, and start again.`,
  );
}

/** Puts the root's settings into process.env where the environment has none; returns the names it set. */
export function loadEnvFiles(env: Record<string, string | undefined> = process.env): string[] {
  refuseWebEnvFiles();
  if (env[ENV_FILES_SWITCH] === 'off') return [];
  const values = readEnvFiles(env[ENV_DIR_VARIABLE] || repositoryRoot());
  const set = Object.keys(values).filter((name) => env[name] === undefined);
  for (const name of set) env[name] = values[name];
  return set;
}
