/**
 * Read-API benchmark: serves the production build on an existing database (fill one with `npm run seed:large`)
 * and prints latency percentiles, throughput and the server's memory for the catalogue's hot endpoints.
 *
 *   PGLITE_DIR=/tmp/large-pglite npx tsx scripts/bench/read-api.ts        (or DATABASE_URL=postgres://...)
 *   BENCH_REQUESTS=400 BENCH_CONCURRENCY=16 to change the load.
 *   BENCH_URLS=before=http://127.0.0.1:4001,after=http://127.0.0.1:4002 measures servers that are already running
 *   instead, each path on each server in turn, so two builds compare side by side in one run.
 */
import { readFileSync } from 'node:fs';
import { slugify } from '../../web/lib/slug';
import { ensureBuild, startNextServer } from '../../web/test/next-server';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(base: string, path: string) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        const response = await fetch(base + path);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { path, rps: Math.round(times.length / seconds), p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), failures };
}

type Target = { label: string; url: string; pid?: number };

/** The hot paths of a catalogue: the read API, and the pages that show it (an unknown category and course: 404s). */
async function hotPaths(base: string): Promise<string[]> {
  const courses = (await (await fetch(`${base}/api/course/listCourses?filter={}&pageSize=1&page=500`)).json()) as {
    courses: { courseName: string; categoryName: string }[];
    totalCourses: number;
  };
  const sample = courses.courses[0];
  console.log(`catalogue: ${courses.totalCourses} courses; sample course '${sample?.courseName}'`);
  return [
    '/api/category/getCategories',
    '/api/course/listCourses?filter={}',
    '/api/course/listCourses?filter={}&page=150',
    `/api/course/listCourses?filter=${encodeURIComponent(JSON.stringify({ categoryName: sample?.categoryName }))}`,
    '/api/course/listCourses?filter={}&search=guitar',
    `/api/current/getTrainers/${encodeURIComponent(sample?.courseName ?? '')}`,
    `/api/reviews/listReviews?filter=${encodeURIComponent(JSON.stringify({ courseName: sample?.courseName }))}`,
    `/api/reviews/totalandavgcourse/${encodeURIComponent(sample?.courseName ?? '')}`,
    '/',
    '/course',
    `/course/${slugify(sample?.categoryName ?? '')}`,
    '/course/no-such-category',
    `/course/${slugify(sample?.categoryName ?? '')}/${slugify(sample?.courseName ?? '')}`,
    `/course/${slugify(sample?.categoryName ?? '')}/no-such-course`,
  ];
}

async function run(targets: Target[]) {
  const paths = await hotPaths(targets[0]!.url);
  const memory = (t: Target) => (t.pid ? `${rssMb(t.pid)} MB` : 'n/a');
  console.log(`${requests} requests per path, ${concurrency} at a time; server RSS before: ${targets.map((t) => `${t.label} ${memory(t)}`).join(', ')}`);
  for (const path of paths) {
    for (const target of targets) {
      const r = await measure(target.url, path);
      const label = targets.length > 1 ? `${target.label.padEnd(8)} ` : '';
      console.log(
        `${label}${r.path.slice(0, 70).padEnd(70)} ${String(r.rps).padStart(5)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  non-2xx ${r.failures}`,
      );
    }
  }
  console.log(`server RSS after: ${targets.map((t) => `${t.label} ${memory(t)}`).join(', ')}`);
}

async function main() {
  const urls = process.env.BENCH_URLS;
  if (urls) {
    await run(urls.split(',').map((entry) => {
      const [label, url] = entry.includes('=') ? entry.split('=', 2) : [entry, entry];
      return { label: label!, url: url!.replace(/\/+$/, '') };
    }));
    return;
  }
  if (!process.env.DATABASE_URL && !process.env.PGLITE_DIR) throw new Error('Set PGLITE_DIR or DATABASE_URL to a filled database');
  ensureBuild();
  const server = await startNextServer({});
  try {
    await run([{ label: 'app', url: server.url, pid: server.pid }]);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
