/**
 * Reliability bench (issue 12): serves the existing production build (web/.next; build it first with `npm run
 * build`) on fresh databases on 127.0.0.1 and prints
 *   1. N enrolments (default 5,000) at 50 concurrent: acknowledged, stored, write throughput;
 *   2. kill -9 of the server during writes: acknowledged writes missing after the restart (must be 0);
 *   3. write throughput of the embedded database durable (the default) and with PGLITE_FSYNC=off (item 8), through
 *      the app and as raw single-row commits (./commit-rate.ts);
 *   4. server RSS before, right after and after idling following 50 concurrent 49-megapixel photo uploads (item 9).
 * On embedded PGlite always; on PostgreSQL too when DATABASE_URL is set (a fresh database is created beside it and
 * dropped afterwards). Every loop is bounded and the script stops by itself.
 *
 *   npm run bench:reliability                        RELIABILITY_ENROLMENTS=5000 RELIABILITY_IDLE_SECONDS=30
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import { openDb } from '../../web/lib/db/client';
import { enrolments } from '../../web/lib/db/schema';
import { commitRates } from './commit-rate';
import { largePhoto, photoBurst } from './photo-burst';
import { createTestDatabase, type TestDatabase } from '../../web/test/databases';
import { startNextServer, webDir } from '../../web/test/next-server';

const TOTAL = Number(process.env.RELIABILITY_ENROLMENTS ?? 5000);
const CONCURRENCY = 50;
const COURSE = 'Guitar';

type EnrolBody = Record<string, unknown>;

async function enrolmentBody(base: string): Promise<EnrolBody> {
  const entries = (await (await fetch(`${base}/api/current/getTrainers/guitar`)).json()) as {
    id: number;
    trainerName: string;
    availableBatchess: { from: string; to: string }[];
  }[];
  const trainer = entries.find((e) => e.availableBatchess.length > 0);
  if (!trainer) throw new Error('the catalogue has no Guitar trainer with a batch: is the database seeded?');
  const { from, to } = trainer.availableBatchess[0]!;
  return {
    name: 'Bench Learner',
    email: 'bench@example.in',
    contact: '9123456780',
    city: 'Hyderabad',
    trainer: trainer.trainerName,
    availableTrainerId: trainer.id,
    availableBatchess: `${from} - ${to}`,
    Course: { courseName: COURSE },
    slot: [{ label: 'Single Session', feeType: 'Session', price: 499 }],
  };
}

type Burst = { acked: number[]; refused: number; failed: number; seconds: number };

/** Up to `total` enrolments, `CONCURRENCY` at a time; `onAck` sees each acknowledgement (the kill hooks in there). */
async function enrolBurst(
  base: string,
  body: EnrolBody,
  total: number,
  onAck?: (acked: number) => void,
): Promise<Burst> {
  const burst: Burst = { acked: [], refused: 0, failed: 0, seconds: 0 };
  let next = 0;
  const started = performance.now();
  const payload = JSON.stringify(body);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next += 1;
        try {
          const response = await fetch(`${base}/api/enroll/userEnrollment/${COURSE}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: payload,
          });
          const answer = (await response.json().catch(() => null)) as { id?: number } | null;
          if (response.status === 201 && typeof answer?.id === 'number') {
            burst.acked.push(answer.id);
            onAck?.(burst.acked.length);
          } else burst.refused += 1;
        } catch {
          // The server is gone (after the kill): nothing was acknowledged, so nothing is owed.
          burst.failed += 1;
          if (burst.failed > 500) return;
        }
      }
    }),
  );
  burst.seconds = (performance.now() - started) / 1000;
  return burst;
}

/** Reads what the database kept: how many of `ids` exist, and the table's row count. Server must be stopped for PGlite. */
async function stored(database: TestDatabase, ids: number[]) {
  const handle = await openDb({
    databaseUrl: database.env.DATABASE_URL || undefined,
    pgliteDir: database.env.PGLITE_DIR,
  });
  try {
    let present = 0;
    for (let i = 0; i < ids.length; i += 1000) {
      const [row] = await handle.db
        .select({ n: count() })
        .from(enrolments)
        .where(inArray(enrolments.id, ids.slice(i, i + 1000)));
      present += row?.n ?? 0;
    }
    const [all] = await handle.db.select({ n: count() }).from(enrolments);
    return { present, rows: all?.n ?? 0 };
  } finally {
    await handle.close();
  }
}

async function scenario(label: string, database: TestDatabase, options: { photo?: Buffer } = {}) {
  console.log(`\n== ${label} ==`);
  let server = await startNextServer(database.env);
  const body = await enrolmentBody(server.url);

  const main = await enrolBurst(server.url, body, TOTAL);
  const rate = Math.round(main.acked.length / main.seconds);
  console.log(
    `  ${TOTAL} enrolments at ${CONCURRENCY} concurrent: ${main.acked.length} acknowledged (201), ${main.refused} refused, ${main.failed} failed, ${rate} writes/s`,
  );

  // kill -9 while 50 writers are busy, once 300 more writes have been acknowledged.
  let killedAt = 0;
  const victim = server;
  const killBurst = await enrolBurst(server.url, body, TOTAL, (acked) => {
    if (acked === 300 && !killedAt) {
      killedAt = Date.now();
      process.kill(-victim.pid, 'SIGKILL');
    }
  });
  await server.stop();
  console.log(
    `  kill -9 during writes: ${killBurst.acked.length} acknowledged before the kill, ${killBurst.failed + killBurst.refused} unanswered`,
  );

  server = await startNextServer(database.env);
  console.log(`  restarted after the kill: healthy`);
  if (options.photo) await photoBurst(server, options.photo, COURSE);
  await server.stop();

  const kept = await stored(database, main.acked);
  const killed = await stored(database, killBurst.acked);
  console.log(
    `  stored: ${kept.present} of the ${main.acked.length} acknowledged enrolments; ${kept.rows} enrolment rows in all`,
  );
  console.log(
    `  acknowledged writes missing after kill -9 and restart: ${killBurst.acked.length - killed.present} (must be 0)`,
  );
  return rate;
}

async function throughputOnly(label: string, database: TestDatabase) {
  const server = await startNextServer(database.env);
  try {
    const burst = await enrolBurst(server.url, await enrolmentBody(server.url), TOTAL);
    const rate = Math.round(burst.acked.length / burst.seconds);
    console.log(
      `\n== ${label} ==\n  ${TOTAL} enrolments at ${CONCURRENCY} concurrent: ${burst.acked.length} acknowledged, ${rate} writes/s`,
    );
    return rate;
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!existsSync(path.join(webDir, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.error('No production build in web/.next: run `npm run build` first.');
    process.exit(1);
  }
  const started = performance.now();
  const postgresUrl = process.env.DATABASE_URL;
  const photo = await largePhoto();

  const durableDb = await createTestDatabase({ base: '' });
  let durable: number;
  try {
    durable = await scenario('embedded PGlite (default: durable, fsync on)', durableDb, { photo });
  } finally {
    await durableDb.drop();
  }
  const relaxedDb = await createTestDatabase({ base: '' });
  relaxedDb.env.PGLITE_FSYNC = 'off';
  try {
    const relaxed = await throughputOnly(
      'embedded PGlite with PGLITE_FSYNC=off (not durable through power loss)',
      relaxedDb,
    );
    console.log(`  enrolments through the app: ${durable} writes/s durable, ${relaxed} writes/s with fsync off`);
    const raw = await commitRates();
    console.log(
      `  single-row commits straight into PGlite (median of 3 alternating rounds of 500): ${raw.durable}/s durable, ${raw.relaxed}/s with fsync off (durable ${Math.round((raw.durable / raw.relaxed) * 100)}% of it)`,
    );
  } finally {
    await relaxedDb.drop();
  }

  if (postgresUrl) {
    const pgDb = await createTestDatabase({ base: postgresUrl });
    try {
      await scenario(`PostgreSQL (fresh database beside ${new URL(postgresUrl).host})`, pgDb);
    } finally {
      await pgDb.drop();
    }
  } else {
    console.log('\n(PostgreSQL skipped: set DATABASE_URL to run the same checks on it)');
  }
  console.log(`\ndone in ${Math.round((performance.now() - started) / 1000)} s`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
