/**
 * `npm run bench:database`: the catalogue's read queries measured below HTTP, through the same functions the API
 * routes call (web/lib/academy), with 1, 10 and 50 callers at once on the app's own connection pool. Issue 11's goals 3
 * and 4 are latencies of these reads (a ranked search over 10,000 courses, the review summary over 200,000 reviews);
 * over HTTP every figure also holds Next.js's own time per request, which on a small machine is larger than the
 * query (`npm run bench` prints those). Fills a scratch database with the large catalogue and drops it afterwards.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:database    PostgreSQL (a scratch db beside it)
 *   npm run bench:database                                                             embedded PGlite, in this process
 *   npm run bench:database -- --duration 10 --connections 1,10,50
 */
import { parseArgs } from 'node:util';
import { createTestDatabase } from '../../web/test/databases';
import { percentile } from './lib/percentile';
import { fillLarge } from './lib/targets';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '5' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '1,10,50' },
  },
});
const duration = Number(values.duration);
const connections = values.connections.split(',').map(Number);
if (!(duration > 0) || !connections.every((c) => Number.isInteger(c) && c > 0)) {
  console.error(`--duration and --connections take numbers above 0 (got ${values.duration}, ${values.connections})`);
  process.exit(2);
}

type Figures = { perSecond: number; p50: number; p95: number; p99: number };

/** `callers` loops calling `read` back to back for the duration; each call's own time counts. */
async function measure(read: () => Promise<unknown>, callers: number, seconds: number): Promise<Figures> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      await read();
      times.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: callers }, caller));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

async function main() {
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const database = await createTestDatabase({ seed: false });
  try {
    console.log(`${kind}: filling a scratch database with the large catalogue ...`);
    fillLarge(database.env);
    // The app reads its configuration when its modules load: point them at the scratch database first.
    Object.assign(process.env, database.env);
    const { listCourses } = await import('../../web/lib/academy/catalogue');
    const { reviewSummary } = await import('../../web/lib/academy/reviews');
    const { listCoursesQuery } = await import('../../web/lib/academy/query-params');
    const query = (search: string, page = '1') => listCoursesQuery.parse({ filter: {}, search, page, pageSize: null });
    const reads: Array<[string, () => Promise<unknown>]> = [
      ["listCourses search 'guitar'", () => listCourses(query('guitar'))],
      ["listCourses search 'dance' page 2", () => listCourses(query('dance', '2'))],
      ['listCourses page 100', () => listCourses(query('', '100'))],
      ["reviewSummary 'Madhubani Painting'", () => reviewSummary('Madhubani Painting')],
    ];
    for (const [, read] of reads) await read();

    const header = connections.map((c) => `  c=${c}: per s    p50    p95    p99`).join(' |');
    console.log(
      `\n=== ${kind}, 10,000 courses and 200,000 reviews; ${duration} s per cell; latency in ms\nread                                  |${header}`,
    );
    for (const [label, read] of reads) {
      const cells: string[] = [];
      for (const c of connections) {
        const f = await measure(read, c, duration);
        cells.push(
          `${f.perSecond.toFixed(0).padStart(12)} ${f.p50.toFixed(1).padStart(6)} ${f.p95.toFixed(1).padStart(6)} ${f.p99.toFixed(1).padStart(6)}`,
        );
      }
      console.log(`${label.padEnd(38)}|${cells.join(' |')}`);
    }
    const { closeDb } = await import('../../web/lib/db');
    await closeDb();
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
