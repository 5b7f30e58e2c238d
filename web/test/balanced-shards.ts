import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each of the slowest files took in a PGlite shard of `npm test` on the 2-core CI machine, its hooks (a
 * server of its own starting) included: the slowest-files list the run prints (test/slowest-reporter.ts). Only
 * their ratios matter. Refresh them from that list when the shards' durations drift apart.
 */
const FILE_SECONDS: Record<string, number> = {
  'test/api/write-storage.test.ts': 112,
  'test/api/fuzz.test.ts': 87,
  'test/api/idempotency-crash.test.ts': 80,
  'test/api/abuse-limits.test.ts': 72,
  'test/api/staff-console.test.ts': 64,
  'test/api/staff-setup.test.ts': 62,
  'test/api/catalogue-import.test.ts': 49,
  'test/api/shared-cache.test.ts': 47,
  'test/api/mail-queue.test.ts': 45,
  'test/api/accounts.test.ts': 44,
  'test/api/catalogue-editing.test.ts': 44,
  'test/api/staff-sign-in.test.ts': 44,
  'test/api/staff-leads.test.ts': 43,
  'test/api/write-limits.test.ts': 43,
  'test/api/learner-account.test.ts': 30,
  'test/api/page-caching.test.ts': 26,
  'test/api/database-outage.test.ts': 25,
  'test/content/routes.test.ts': 24,
  'test/api/seeding.test.ts': 23,
  'test/api/review-hiding.test.ts': 22,
  'test/content/sitemap.test.ts': 21,
  'test/api/idempotency.test.ts': 19,
  'test/api/hostile-input.test.ts': 17,
  'test/api/security-headers.test.ts': 16,
  'test/backend/remote-backend.test.ts': 15,
  'test/content/sanity-down.test.ts': 15,
  'lib/db/rating-migration.test.ts': 13,
  'lib/db/seed/seed.test.ts': 13,
  'test/api/cross-site-writes.test.ts': 13,
  'test/api/search-log.test.ts': 13,
  'test/api/leads-plan.test.ts': 12,
  'lib/env-files.test.ts': 10,
  'test/api/mail-down.test.ts': 10,
  'test/api/graphql-caching.test.ts': 9,
  'lib/db/seed/facts.test.ts': 8,
  'lib/leads/transitions.test.ts': 6,
  'test/api/review-submissions.test.ts': 6,
};
/** Any other file: most take a second or two. */
const OTHER_FILE_SECONDS = 2;

/**
 * `vitest --shard=i/n` with shards of about equal time. Vitest's own split gives each shard the same number of
 * files, chosen by a hash of their paths, and one of the two PGlite shards of `npm test` ran 2.5 minutes longer
 * than the other (issue 51). Here the files, longest first, each go to the shard with the least time so far.
 */
export default class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) =>
      FILE_SECONDS[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? OTHER_FILE_SECONDS;
    const ordered = files
      .map((spec) => ({ spec, seconds: seconds(spec), key: `${spec.project.name} ${spec.moduleId}` }))
      .sort((a, b) => b.seconds - a.seconds || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const totals = Array<number>(count).fill(0);
    const mine: TestSpecification[] = [];
    for (const file of ordered) {
      const lightest = totals.indexOf(Math.min(...totals));
      totals[lightest]! += file.seconds;
      if (lightest === index - 1) mine.push(file.spec);
    }
    return mine;
  }
}
