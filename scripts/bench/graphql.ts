/**
 * `npm run bench:graphql`: the course page's data through the GraphQL API (one request) next to the REST calls it
 * replaces (the course's category list, its trainers, its reviews and its review summary: four requests), on the
 * production build that is there (it builds nothing). PGlite, plus PostgreSQL when DATABASE_URL is set.
 *
 *   npm run bench:graphql                          demo catalogue
 *   npm run bench:graphql -- --large               the 10,000-course / 200,000-review catalogue
 *   npm run bench:graphql -- --duration 10 --connections 10,50
 */
import { parseArgs } from 'node:util';
import { print } from 'graphql';
import { coursePageQuery } from '../../web/lib/graphql-client/course-page-query';
import { slugify } from '../../web/lib/slug';
import { loadOptions, loadSettings } from './lib/options';
import { measure, measureSequence, settle, type Load } from './lib/load';
import { requireBuild, startTarget, type Target, type TargetKind } from './lib/targets';

const { values } = parseArgs({
  options: {
    ...loadOptions,
  },
});
const { duration, connections } = loadSettings(values);

type Row = { label: string; requestsPerScreen: number; load: Map<number, Load> };

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

async function rows(target: Target): Promise<Row[]> {
  const listed = (await (await fetch(`${target.url}/api/course/listCourses?filter={}&pageSize=1`)).json()) as {
    courses: { courseName: string; categoryName: string }[];
  };
  const course = listed.courses[0]!;
  const name = encodeURIComponent(course.courseName);
  const graphqlPath = `/api/graphql?query=${encodeURIComponent(print(coursePageQuery))}&variables=${filter({ slug: slugify(course.courseName) })}`;
  const restPaths = [
    `/api/course/listCourses?filter=${filter({ categoryName: course.categoryName })}&pageSize=9`,
    `/api/current/getTrainers/${name}`,
    `/api/reviews/listReviews?filter=${filter({ courseName: course.courseName })}`,
    `/api/reviews/totalandavgcourse/${name}`,
  ];
  for (const path of [graphqlPath, ...restPaths]) {
    const response = await fetch(target.url + path);
    const body = await response.text();
    if (!response.ok || body.includes('"errors"')) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
  }
  console.log(`${target.label}: course ${course.categoryName} / ${course.courseName}`);
  const result: Row[] = [
    { label: 'GraphQL: the course page query (GET)', requestsPerScreen: 1, load: new Map() },
    { label: 'REST: its 4 calls, one after another', requestsPerScreen: restPaths.length, load: new Map() },
    ...restPaths.map((path) => ({
      label: `  REST ${decodeURIComponent(path).slice(5, 60)}`,
      requestsPerScreen: 1,
      load: new Map(),
    })),
  ];
  for (const c of connections) {
    result[0]!.load.set(c, await measure(target.url + graphqlPath, c, duration));
    await settle(`${target.url}/api/health`);
    result[1]!.load.set(c, await measureSequence(target.url, restPaths, c, duration));
    await settle(`${target.url}/api/health`);
    for (const [i, path] of restPaths.entries()) {
      result[i + 2]!.load.set(c, await measure(target.url + path, c, duration));
      await settle(`${target.url}/api/health`);
    }
  }
  return result;
}

function printRows(label: string, result: Row[]) {
  const head = connections
    .map((c) => `${`c=${c}: screens/s`.padStart(17)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}`)
    .join(' |');
  console.log(`\n=== ${label}; autocannon ${duration} s per cell; latency per request in ms`);
  console.log(`${'what'.padEnd(62)} |${head}`);
  for (const row of result) {
    const cells = connections.map((c) => {
      const l = row.load.get(c)!;
      return `${(l.rps / row.requestsPerScreen).toFixed(1).padStart(17)} ${l.rps.toFixed(1).padStart(8)} ${l.p50.toFixed(1).padStart(6)} ${l.p95.toFixed(1).padStart(6)}`;
    });
    const failures = [...row.load.values()].reduce((n, l) => n + l.non2xx + l.errors, 0);
    console.log(`${row.label.padEnd(62)} |${cells.join(' |')}${failures ? `  (${failures} failed)` : ''}`);
  }
  console.log('screens/s = the data of one course page per second: GraphQL answers it in one request, REST in four');
}

async function main() {
  requireBuild();
  for (const kind of values.targets.split(',') as TargetKind[]) {
    const target = await startTarget(kind, { large: values.large });
    try {
      printRows(`${kind}${values.large ? ', 10,000 courses' : ''}`, await rows(target));
    } finally {
      await target.stop();
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
