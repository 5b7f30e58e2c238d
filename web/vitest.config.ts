import { existsSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import BalancedShards from './test/balanced-shards';
import { isolateFromEnvFiles } from './test/env-isolation';

// Issue 51: the developer's root .env gives the tests their knobs only, never the site's settings.
isolateFromEnvFiles();

/**
 * `npm test` runs the HTTP tests twice, side by side: on embedded PGlite, and with DATABASE_URL on PostgreSQL
 * (scripts/test-all.sh). These files run in one of the two only (ONCE_ON_POSTGRES below says which), as their outcome
 * cannot depend on the database engine: they start their own server on a database they choose (the content
 * routes on PGlite; the outage, seeding and shared-cache tests on TEST_POSTGRES_URL), or
 * they check what is refused or sent before any query (headers, cross-site writes, GraphQL limits, SMTP down, the
 * front of a remote backend).
 */
const ENGINE_INDEPENDENT = [
  'test/content/**',
  'test/api/database-outage.test.ts',
  'test/api/seeding.test.ts',
  'test/api/shared-cache.test.ts',
  'test/api/security-headers.test.ts',
  'test/api/cross-site-writes.test.ts',
  'test/api/graphql-limits.test.ts',
  'test/api/graphql-content.test.ts',
  'test/api/graphql-typed-client.test.ts',
  'test/api/mail-down.test.ts',
  // What the front sends on to another backend does not depend on the backend's engine.
  'test/backend/remote-backend.test.ts',
  // PGlite is PostgreSQL's own engine; what differs on a server is the pool: connections side by side, their
  // timeouts and losses. These files write nothing at once that could race, and what they check is the answer or the
  // cache around the database (issue 51: the PostgreSQL pass was the CI step's largest, fuzz.test.ts its top file).
  'test/api/fuzz.test.ts',
  'test/api/hostile-input.test.ts',
  'test/api/page-caching.test.ts',
  'test/api/read-caching.test.ts',
  'test/api/graphql-caching.test.ts',
  'test/api/review-hiding.test.ts',
  'test/api/share-images.test.ts',
  'test/api/staff-setup.test.ts',
  // Issue 55: what races here (the webhook and the return, fifty presses of Pay) is settled by row locks and unique
  // indexes, which PostgreSQL's pool puts to a harder test than PGlite's one connection: run where that is.
  'test/api/payments.test.ts',
];
/**
 * Of those, the ones that run in the PostgreSQL pass when there is one (the PGlite shards then get
 * VITEST_ENGINE_PASS=pglite-beside-postgres): each still runs once. That pass ended minutes before the two PGlite
 * shards (issue 51), and these take longest on PGlite, or choose PostgreSQL themselves.
 */
const ONCE_ON_POSTGRES = [
  'test/api/fuzz.test.ts',
  'test/api/payments.test.ts',
  'test/api/shared-cache.test.ts',
  'test/api/page-caching.test.ts',
  'test/api/database-outage.test.ts',
  'test/api/review-hiding.test.ts',
  'test/api/hostile-input.test.ts',
];
const enginePass = process.env.VITEST_ENGINE_PASS;
const excludedFromThisPass =
  enginePass === 'postgres'
    ? ENGINE_INDEPENDENT.filter((file) => !ONCE_ON_POSTGRES.includes(file))
    : enginePass === 'pglite-beside-postgres'
      ? ONCE_ON_POSTGRES
      : [];
const strayOnce = ONCE_ON_POSTGRES.filter((file) => !ENGINE_INDEPENDENT.includes(file));
if (strayOnce.length)
  throw new Error(`vitest.config.ts: ONCE_ON_POSTGRES names files not in ENGINE_INDEPENDENT: ${strayOnce.join(', ')}`);

/**
 * `npm run test:quick` (TEST_SERVER=dev): the units and the HTTP tests on the shared server, served by `next dev`
 * without a build. These files start servers of their own (another configuration, a mail catcher, an outage, a
 * restart on the same database) and run in `npm test` only: a second `next dev` in web/ is refused by Next ("Another
 * next dev server is already running"), and they need the production build. A file that starts a server and is
 * missing here fails in quick mode with a message naming this list (test/next-server.ts).
 */
const OWN_SERVER_FILES = [
  'test/api/abuse-limits.test.ts',
  'test/api/accounts.test.ts',
  'test/api/catalogue-editing.test.ts',
  'test/api/catalogue-import.test.ts',
  'test/api/cross-site-writes.test.ts',
  'test/api/database-outage.test.ts',
  'test/api/demo-reminders.test.ts',
  'test/api/fuzz.test.ts',
  'test/api/graphql-caching.test.ts',
  'test/api/hostile-input.test.ts',
  'test/api/idempotency-crash.test.ts',
  'test/api/idempotency.test.ts',
  'test/api/learner-account.test.ts',
  'test/api/mail-down.test.ts',
  'test/api/mail-queue.test.ts',
  'test/api/page-caching.test.ts',
  'test/api/payments.test.ts',
  'test/api/review-hiding.test.ts',
  'test/api/search-log.test.ts',
  'test/api/security-headers.test.ts',
  'test/api/seeding.test.ts',
  'test/api/shared-cache.test.ts',
  'test/api/staff-console.test.ts',
  'test/api/staff-demos.test.ts',
  'test/api/staff-follow-ups.test.ts',
  'test/api/staff-leads.test.ts',
  'test/api/staff-setup.test.ts',
  'test/api/staff-sign-in.test.ts',
  'test/api/staff-messages-and-news.test.ts',
  'test/api/write-limits.test.ts',
  'test/api/write-storage.test.ts',
  'test/backend/remote-backend.test.ts',
  'test/content/routes.test.ts',
  'test/content/sanity-down.test.ts',
];
const quick = process.env.TEST_SERVER === 'dev';
const missingFiles = OWN_SERVER_FILES.filter((file) => !existsSync(path.join(import.meta.dirname, file)));
if (missingFiles.length)
  throw new Error(`vitest.config.ts: OWN_SERVER_FILES names files that are gone: ${missingFiles.join(', ')}`);

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Domain modules guard against client bundling with 'server-only'; tests run them on the server.
      'server-only': path.resolve(import.meta.dirname, 'test/server-only-stub.ts'),
    },
  },
  test: {
    // `next dev` compiles each route on its first request: a test that walks many pages needs longer there, minutes
    // on a machine busy with other work (the sitemap walk and the address redirects took 50 to 110 s at a load of 15).
    testTimeout: quick ? 300_000 : 30_000,
    hookTimeout: 180_000,
    // Under CI a failed test runs once more, as Playwright's do (playwright.config.ts): the suites share two cores
    // with a dozen servers, and a wait that holds on a quiet machine can run out there. The run names every test that
    // passed only then (test/slowest-reporter.ts), so a flake is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    fileParallelism: false,
    // `--shard` by the files' usual times, not their number (the two PGlite shards of `npm test`).
    sequence: { sequencer: BalancedShards },
    reporters: ['default', './test/slowest-reporter.ts'],
    projects: [
      {
        // Units beside the code: no server needed (`npx vitest run --project unit` skips the build).
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'app/**/*.test.ts', '*.test.ts'],
        },
      },
      {
        // Over real HTTP against the production server that the global setup builds and starts.
        extends: true,
        test: {
          name: 'http',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...excludedFromThisPass, ...(quick ? OWN_SERVER_FILES : [])],
          globalSetup: ['./test/global-setup.ts'],
          // A test that stops and restarts a server of its own on PGlite (the console's tests read what was stored
          // that way) takes 7 s on a quiet machine and went past 30 s in CI's PGlite shard, beside the other two passes
          // (stops 68 and 69: three tests of staff-follow-ups.test.ts, and the tests after each, which found the server
          // stopped). A hang still fails, two minutes on.
          testTimeout: quick ? 300_000 : 120_000,
        },
      },
    ],
  },
});
