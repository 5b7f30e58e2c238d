/**
 * Course page Lighthouse benchmark: Lighthouse 13's default (mobile) preset on the home page and a course page,
 * several runs each, side by side: performance score, LCP, TBT, CLS and first-load JS. The goal is a course page
 * whose first-load JS is at most 1.5x the home page's; the run prints whether it holds and still exits 0.
 *
 *   npx tsx scripts/bench/course-page-lighthouse.ts
 *     serves the production build in NEXT_DIST_DIR (built first when missing) on a fresh embedded database, seeded
 *     at start (or on DATABASE_URL / PGLITE_DIR when set).
 *   BENCH_URL=http://127.0.0.1:3280 measures a server that is already running instead.
 *   BENCH_COURSE_PATH=/course/arts/painting picks another course page; BENCH_RUNS=5 changes the runs per page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, startNextServer } from '../../web/test/next-server';
import { lighthouseRuns, median, type Sample } from './lib/lighthouse';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = { home: '/', course: process.env.BENCH_COURSE_PATH ?? '/course/dance-and-music/guitar' };
const goal = 1.5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const metrics: [string, keyof Omit<Sample, 'scripts'>, (value: number) => string][] = [
  ['performance score', 'score', String],
  ['LCP', 'lcp', ms],
  ['TBT', 'tbt', ms],
  ['CLS', 'cls', (value) => value.toFixed(3)],
  ['first-load JS, transferred', 'jsTransfer', kb],
  ['first-load JS, uncompressed', 'jsDecoded', kb],
];

async function run(base: string) {
  // The first request of a page fills the server's caches; that is not what a visitor of a running site waits for.
  for (const page of Object.values(pages)) await (await fetch(base + page)).arrayBuffer();
  const [home, course] = await lighthouseRuns([base + pages.home, base + pages.course], runs);
  report(base, { home: home!, course: course! });
}

function report(base: string, samples: Record<keyof typeof pages, Sample[]>) {
  const cell = (list: Sample[], key: keyof Omit<Sample, 'scripts'>, format: (value: number) => string) => {
    const values = list.map((s) => s[key]);
    return `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})`;
  };
  console.log(`${base}, Lighthouse ${samples.home.length} runs per page, mobile preset; median (min-max)`);
  console.log(`${''.padEnd(28)} ${`home ${pages.home}`.padEnd(34)} course ${pages.course}`);
  for (const [label, key, format] of metrics) {
    console.log(
      `${label.padEnd(28)} ${cell(samples.home, key, format).padEnd(34)} ${cell(samples.course, key, format)}`,
    );
  }
  const heaviest = [...samples.course[0]!.scripts].sort((a, b) => b.transferSize - a.transferSize).slice(0, 5);
  const onHome = new Set(samples.home[0]!.scripts.map((s) => s.url));
  console.log('course page, heaviest scripts (transferred / uncompressed; * = not loaded by the home page):');
  for (const s of heaviest) {
    console.log(
      `  ${kb(s.transferSize).padStart(9)} / ${kb(s.resourceSize).padStart(9)} ${onHome.has(s.url) ? ' ' : '*'} ${new URL(s.url).pathname}`,
    );
  }
  const ratio = (key: 'jsTransfer' | 'jsDecoded') =>
    median(samples.course.map((s) => s[key])) / median(samples.home.map((s) => s[key]));
  const transferred = ratio('jsTransfer');
  console.log(
    `first-load JS, course / home: ${transferred.toFixed(2)}x transferred, ${ratio('jsDecoded').toFixed(2)}x uncompressed`,
  );
  console.log(
    `${transferred <= goal ? 'GOAL MET' : 'GOAL MISSED'}: transferred ratio ${transferred.toFixed(2)}x, goal at most ${goal}x`,
  );
}

async function main() {
  const url = process.env.BENCH_URL;
  if (url) return run(url.replace(/\/+$/, ''));
  // Without a database named, a fresh embedded one is seeded at start, so the default course page exists.
  const pgliteDir =
    process.env.DATABASE_URL || process.env.PGLITE_DIR
      ? undefined
      : mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  ensureBuild();
  const server = await startNextServer(pgliteDir ? { PGLITE_DIR: pgliteDir } : {});
  try {
    await run(server.url);
  } finally {
    await server.stop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
