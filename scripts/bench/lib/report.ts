/** The bench's printed tables: one per target, then PGlite against PostgreSQL path by path. */
import type { BenchPath } from './catalogue-paths';
import type { Sample } from './lighthouse';
import { median } from './lighthouse';
import type { Load, PageSize } from './load';

export type PathResult = BenchPath & { size: PageSize; load: Map<number, Load> };
export type TargetResult = {
  label: string;
  catalogue: string;
  rss: { before: string; after: string };
  paths: PathResult[];
  lighthouse?: { key: string; path: string; samples: Sample[] }[];
};

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const show = (path: string, width: number) => {
  const text = decodeURIComponent(path);
  return (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
};

export function printTarget(result: TargetResult, connections: number[], duration: number) {
  const about = result.paths.find((p) => p.key === 'about');
  console.log(
    `\n=== ${result.label}: ${result.catalogue}; autocannon ${duration} s per cell, accept-encoding gzip; server RSS ${result.rss.before} before load, ${result.rss.after} after`,
  );
  const head = connections
    .map(
      (c) =>
        `${`c=${c}: req/s`.padStart(13)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'/about'.padStart(6)}`,
    )
    .join(' |');
  console.log(`${'path'.padEnd(52)} | alone |${head} | non-2xx/errors | HTML KB (gzip)`);
  const over = `>${duration}s`;
  for (const p of result.paths) {
    const cells = connections.map((c) => {
      const l = p.load.get(c)!;
      const ratio = l.rps / (about?.load.get(c)?.rps ?? NaN);
      const ms = (value: number) => (l.completed ? num(value, 1) : over).padStart(6);
      return `${num(l.rps, 1).padStart(13)} ${ms(l.p50)} ${ms(l.p95)} ${ms(l.p99)} ${num(ratio, 2).padStart(6)}`;
    });
    const failures = [...p.load.values()].reduce((n, l) => n + l.non2xx + l.errors, 0) + (p.size.status >= 300 ? 1 : 0);
    const html = p.page ? `${kb(p.size.bytes)} (${kb(p.size.gzip)})` : '';
    console.log(
      `${show(p.path, 52)} | ${num(p.size.aloneMs).padStart(5)} |${cells.join(' |')} | ${String(failures).padStart(14)} | ${html}`,
    );
  }
  console.log(
    `latency in ms; alone = one request without load; ${over} = no response completed within the run; /about = req/s divided by /about's req/s at the same connection count in this run`,
  );
  if (!result.lighthouse) return;
  const runs = result.lighthouse[0]?.samples.length ?? 0;
  console.log(`Lighthouse mobile preset, ${runs} run(s) per page${runs > 1 ? ', median' : ''}`);
  console.log(`${'page'.padEnd(52)} | score |  LCP ms |  TBT ms |   CLS`);
  for (const page of result.lighthouse) {
    const m = (key: 'score' | 'lcp' | 'tbt' | 'cls') => median(page.samples.map((s) => s[key]));
    console.log(
      `${show(page.path, 52)} | ${num(m('score')).padStart(5)} | ${num(m('lcp')).padStart(7)} | ${num(m('tbt')).padStart(7)} | ${num(m('cls'), 3).padStart(5)}`,
    );
  }
}

/** Each path's throughput and p99 on the first target against the second, at every connection count. */
export function printComparison([a, b]: [TargetResult, TargetResult], connections: number[]) {
  // The raw ratio: the targets' cells for a path ran back to back, so dividing by /about (one more noisy cell) adds noise.
  console.log(`\n=== ${a.label} against ${b.label}: req/s and p99 ms of each; ${a.label} req/s / ${b.label} req/s`);
  for (const pa of a.paths) {
    const pb = b.paths.find((p) => p.key === pa.key);
    if (!pb) continue;
    const cells = connections.map((c) => {
      const la = pa.load.get(c)!;
      const lb = pb.load.get(c)!;
      // A side that completed nothing within the run has no throughput to compare, only a bound.
      return `c=${c}: ${num(la.rps, 1).padStart(5)} / ${num(lb.rps, 1).padStart(5)} req/s, p99 ${num(la.p99).padStart(5)} / ${num(lb.p99).padStart(5)}, ${(la.completed && lb.completed ? `${num(la.rps / lb.rps, 2)}x` : 'n/a').padStart(6)}`;
    });
    console.log(`${pa.key.padEnd(23)} ${cells.join(' | ')}`);
  }
}
