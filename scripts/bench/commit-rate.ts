/**
 * The storage cost of durability alone (issue 12, item 8): single-row commits per second straight into embedded
 * PGlite, fsync off (PGlite's own default) against the app's durable setting, with no HTTP or app code in between.
 * The rounds alternate so a busy machine slows both alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDurablePglite } from '../../web/lib/db/durable-pglite';

async function commitsPerSecond(durable: boolean, commits: number): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-commit-rate-'));
  const pg = await openDurablePglite(dir, durable);
  try {
    await pg.exec('create table t (id serial primary key, v text not null)');
    const started = performance.now();
    for (let i = 0; i < commits; i++) await pg.query('insert into t (v) values ($1)', [`row ${i}`]);
    return commits / ((performance.now() - started) / 1000);
  } finally {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median commits/s of `rounds` alternating runs for each setting. */
export async function commitRates(rounds = 3, commits = 500) {
  const rates = { relaxed: [] as number[], durable: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    rates.relaxed.push(await commitsPerSecond(false, commits));
    rates.durable.push(await commitsPerSecond(true, commits));
  }
  const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
  return { relaxed: median(rates.relaxed), durable: median(rates.durable) };
}
