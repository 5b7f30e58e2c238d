import { ENV_FILES_SWITCH, readEnvFiles, repositoryRoot } from '../lib/env-files';

/** The knobs of the test runs themselves, which a developer may keep in the root .env (issue 51). */
const TEST_KNOB = /^(TEST_|E2E_|FUZZ_|CHROMIUM_PATH$|CHROMIUM_SHELL_PATH$|NEXT_DIST_DIR$)/;

/**
 * Called by vitest.config.ts and playwright.config.ts. The root .env of a developer describes their site (its
 * database, mail server, Sanity project, STAFF_SECOND_FACTOR=off): the test servers and scripts must not inherit
 * it, or a run would write to that database and the tests' own settings would no longer be the whole story. So only
 * the test knobs above are taken from the files (the real environment still wins), and ACADEMY_ENV_FILES=off tells
 * every server and script the tests start to read no file.
 */
export function isolateFromEnvFiles(env: NodeJS.ProcessEnv = process.env): void {
  if (env[ENV_FILES_SWITCH] !== 'off') {
    for (const [name, value] of Object.entries(readEnvFiles(repositoryRoot()))) {
      if (TEST_KNOB.test(name) && env[name] === undefined) env[name] = value;
    }
  }
  env[ENV_FILES_SWITCH] = 'off';
}
