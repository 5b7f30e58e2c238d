/**
 * `npm run bench`: the site's performance in one command, on the production build that is already there.
 * Starts the app on a scratch embedded PGlite database and, when DATABASE_URL is set, on a scratch PostgreSQL
 * database created beside it (dropped afterwards); measures every page and read endpoint with autocannon at each
 * connection count, and runs Lighthouse's mobile preset on the home, catalogue, category and course pages.
 * The targets take turns path by path. Prints one table per target and PGlite against PostgreSQL path by path.
 *
 *   npm run bench                                  demo catalogue; PGlite, plus PostgreSQL when DATABASE_URL is set
 *   npm run bench -- --large                       the 10,000-course / 200,000-review catalogue (BENCH_LARGE=1)
 *   npm run bench -- --targets pglite              only these targets (BENCH_TARGETS=pglite,postgres)
 *   npm run bench -- --duration 10                 seconds per measurement, default 5 (BENCH_DURATION)
 *   npm run bench -- --connections 10,50           connection counts (BENCH_CONNECTIONS)
 *   npm run bench -- --no-lighthouse               skip Lighthouse (BENCH_LIGHTHOUSE=0); --lighthouse-runs 3 (BENCH_LIGHTHOUSE_RUNS)
 *   npm run bench -- --urls a=http://127.0.0.1:4001,b=http://127.0.0.1:4002
 *                                                  servers already running instead (BENCH_URLS), e.g. two builds side by side
 */
import { parseArgs } from 'node:util';
import { discoverPaths } from './lib/catalogue-paths';
import { lighthouseRuns } from './lib/lighthouse';
import { loadOptions, loadSettings } from './lib/options';
import { measure, settle, warm } from './lib/load';
import { printComparison, printTarget, type PathResult, type TargetResult } from './lib/report';
import { requireBuild, rssMb, runningTargets, startTarget, type Target, type TargetKind } from './lib/targets';

const env = process.env;
const { values } = parseArgs({
  options: {
    ...loadOptions,
    'no-lighthouse': { type: 'boolean', default: env.BENCH_LIGHTHOUSE === '0' },
    'lighthouse-runs': { type: 'string', default: env.BENCH_LIGHTHOUSE_RUNS ?? '1' },
    urls: { type: 'string', default: env.BENCH_URLS },
  },
});
const { duration, connections } = loadSettings(values);
// Issue 33: the Hindi home, catalogue and course page beside their English twins.
const lighthousePages = [
  'home',
  'catalogue',
  'category page',
  'course page',
  'hindi home',
  'hindi catalogue',
  'hindi course page',
];

/** Discovers the target's paths, warms each once (recording its HTML size), and runs Lighthouse on the four pages. */
async function prepare(target: Target): Promise<TargetResult> {
  const { paths, totalCourses, course } = await discoverPaths(target.url);
  const catalogue = `${totalCourses} courses, sample course ${course}`;
  console.log(`${target.label}: ${target.url}, ${catalogue}`);
  const results: PathResult[] = [];
  for (const p of paths) results.push({ ...p, size: await warm(target.url + p.path), load: new Map() });
  // Lighthouse before the load, on a warm server that is not still collecting the load's garbage.
  let lighthouse: TargetResult['lighthouse'];
  if (!values['no-lighthouse']) {
    const pages = paths.filter((p) => lighthousePages.includes(p.key));
    const samples = await lighthouseRuns(
      pages.map((p) => target.url + p.path),
      Number(values['lighthouse-runs']),
    );
    lighthouse = pages.map((p, i) => ({ key: p.key, path: p.path, samples: samples[i]! }));
  }
  return { label: target.label, catalogue, rss: { before: '', after: '' }, paths: results, lighthouse };
}

/**
 * Every path at every connection count, the targets taking turns on each: the servers all run, but only the one
 * under load works, and a drift of the (shared) machine falls on all targets alike rather than on whichever ran last.
 */
async function load(targets: Target[], results: TargetResult[]) {
  results.forEach((r, i) => (r.rss.before = rssMb(targets[i]!.pid)));
  // A discarded round first: the first path measured (/about, every ratio's base) would otherwise also pay for the
  // server's JIT warming up and the garbage of the warm-up requests and Lighthouse (seen as /about at half its rate).
  for (const [i, target] of targets.entries()) {
    await measure(target.url + results[i]!.paths[0]!.path, Math.max(...connections), 3);
    await settle(`${target.url}/api/health`);
  }
  for (const c of connections) {
    for (const p of results[0]!.paths) {
      for (const [i, target] of targets.entries()) {
        const own = results[i]!.paths.find((q) => q.key === p.key);
        if (!own) continue;
        own.load.set(c, await measure(target.url + own.path, c, duration));
        await settle(`${target.url}/api/health`);
      }
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  results.forEach((r, i) => (r.rss.after = rssMb(targets[i]!.pid)));
}

async function startTargets(): Promise<Target[]> {
  if (values.urls) return runningTargets(values.urls);
  requireBuild();
  const kinds = values.targets.split(',').map((k) => k.trim()) as TargetKind[];
  const unknown = kinds.filter((k) => k !== 'pglite' && k !== 'postgres');
  if (unknown.length) throw new Error(`unknown target ${unknown.join(', ')}: use pglite, postgres`);
  const targets: Target[] = [];
  // The servers run in their own process groups: an interrupted bench stops them and drops their scratch databases.
  const interrupted = () => void stopAll(targets).finally(() => process.exit(130));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    for (const kind of kinds) targets.push(await startTarget(kind, { large: values.large }));
  } catch (error) {
    await stopAll(targets);
    throw error;
  }
  return targets;
}

const stopAll = (targets: Target[]) => Promise.all(targets.map((t) => t.stop()));

async function main() {
  const targets = await startTargets();
  const results: TargetResult[] = [];
  try {
    for (const target of targets) results.push(await prepare(target));
    await load(targets, results);
  } finally {
    await stopAll(targets);
  }
  for (const result of results) printTarget(result, connections, duration);
  if (results.length === 2) printComparison([results[0]!, results[1]!], connections);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
