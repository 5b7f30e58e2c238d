/**
 * `npm run bench:leads`: the staff console's inbox below HTTP (issue 28's goal: under 50 ms each over 100,000
 * leads; issue 54's follow-up views, "Due today" among them: under 100 ms), through the function the page calls
 * (web/lib/staff/leads/inbox.ts listLeads: the page's 50 rows, the counts per status and per view), one caller at a
 * time, as member 1, in its own order and sorted by a column; an open console's look for new leads. Fills a scratch
 * database and drops it afterwards.
 *
 *   npm run bench:leads                                                              embedded PGlite, in this process
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:leads    PostgreSQL (a scratch db beside it)
 *   npm run bench:leads -- --leads 100000 --runs 50
 */
import { parseArgs } from 'node:util';
import type { LeadSort } from '../../web/lib/db/lead-words';
import { createTestDatabase } from '../../web/test/databases';
import { percentile } from './lib/percentile';
import { fillLeads } from '../../web/test/large-leads';

const { values } = parseArgs({
  options: { leads: { type: 'string', default: '100000' }, runs: { type: 'string', default: '40' } },
});
const total = Number(values.leads);
const runs = Number(values.runs);
if (!(total > 0 && runs > 0)) {
  console.error(`--leads and --runs take numbers above 0 (got ${values.leads}, ${values.runs})`);
  process.exit(2);
}

/** Runs `work` `times` times, one after another: its p50, p95 and max in ms, as the tables' cells. */
async function timed(times: number, work: () => Promise<unknown>, digits = 1): Promise<string> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await work();
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return [percentile(took, 50), percentile(took, 95), took.at(-1)!].map((n) => n.toFixed(digits).padStart(6)).join(' ');
}

async function main() {
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const database = await createTestDatabase();
  try {
    // The app reads its configuration when its modules load: point them at the scratch database first. The fill is
    // one long statement, past the app's statement bound for requests.
    Object.assign(process.env, database.env, { DB_QUERY_TIMEOUT_MS: '600000' });
    const { getDb, closeDb } = await import('../../web/lib/db');
    const { listLeads } = await import('../../web/lib/staff/leads/inbox');
    const { leadFiltersSchema } = await import('../../web/lib/validation/leads');
    const started = performance.now();
    await fillLeads(await getDb(), total);
    console.log(
      `${kind}: ${total.toLocaleString('en-IN')} leads written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const reads: Array<[string, Record<string, string>, number, LeadSort?]> = [
      ['first page, all leads', {}, 1],
      ['by name, A to Z', {}, 1, 'name'],
      ['by name, Z to A', {}, 1, '-name'],
      ['oldest first', {}, 1, 'received'],
      ['soonest due first', {}, 1, 'due'],
      ['contacted, by name', { status: 'contacted' }, 1, 'name'],
      ['new demo requests', { kind: 'demo', status: 'new' }, 1],
      ['one course, since 1 Jan 2026', { course: '7', from: '2026-01-01' }, 1],
      ["search 'kavya rao'", { q: 'kavya rao' }, 1],
      ["search '+91 90000 42424'", { q: '+91 90000 42424' }, 1],
      ['page 100 of contacted', { status: 'contacted' }, 100],
      ['due today, mine', { due: 'today', owner: 'me' }, 1],
      ['due today, everyone', { due: 'today' }, 1],
      ['overdue, mine', { due: 'overdue', owner: 'me' }, 1],
      ['upcoming, everyone', { due: 'upcoming' }, 1],
    ];
    console.log(
      `\n=== ${kind}, ${total.toLocaleString('en-IN')} leads; ${runs} runs each after a warm-up; ms below HTTP (rows and counts)`,
    );
    console.log(`${'read'.padEnd(30)}  leads    p50    p95    max`);
    for (const [label, filters, page, sort] of reads) {
      const parsed = leadFiltersSchema.parse(filters);
      const inbox = await listLeads(parsed, page, 1, new Date(), sort);
      const cells = await timed(runs, () => listLeads(parsed, page, 1, new Date(), sort));
      console.log(`${label.padEnd(30)} ${String(inbox.total).padStart(6)} ${cells}`);
    }
    // An open console's look for new leads (issue 54): none yet, and 50 after the last it saw.
    const { leadsAfter, newestLeadId } = await import('../../web/lib/staff/leads/news');
    const newest = await newestLeadId();
    for (const [label, after] of [
      ['new leads: none', newest],
      ['new leads: 50', newest - 50],
    ] as const) {
      console.log(`${label.padEnd(30)}        ${await timed(runs, () => leadsAfter(after))}`);
    }
    // Issue 54's dashboard: each of its reads on its own, over the last 7, 30 and 90 days (the synthetic leads span
    // about 70 days: the last is every lead).
    const { dashboardQueries, lastDays } = await import('../../web/lib/staff/dashboard');
    console.log(`\n=== ${kind}, the dashboard's reads; ${runs} runs each after a warm-up; ms below HTTP`);
    console.log(`${'read'.padEnd(30)}  leads    p50    p95    max`);
    for (const days of [7, 30, 90]) {
      const range = lastDays(new Date(), days);
      const queries = dashboardQueries(await getDb(), range);
      const [funnel] = await queries.funnel;
      for (const [name, query] of Object.entries(queries)) {
        const cells = await timed(runs, async () => await query);
        console.log(`${`${name}, last ${days} days`.padEnd(30)} ${String(funnel!.leads).padStart(6)} ${cells}`);
      }
    }
    // What the counts cost a write: one lead at a time, as a form stores it, with the trigger keeping the counts and
    // with it held off.
    const { sql } = await import('drizzle-orm');
    const db = await getDb();
    const insertOne = (i: number) =>
      db.execute(sql`insert into leads (kind, source_id, course_ids, course_names, name, email, phone, phone_digits,
        details, source) values ('enquiry', ${1_000_000 + i}, array[7], 'Course 7', 'Bench Lead', 'bench@example.in',
        '9876543210', '9876543210', '[]'::jsonb, 'instagram')`);
    console.log(`\n=== ${kind}, one lead written at a time; ${runs * 10} writes each; ms`);
    let next = 0;
    for (const [label, trigger] of [
      ['with the counts kept', 'enable'],
      ['without (trigger held off)', 'disable'],
      ['with the counts kept, again', 'enable'],
    ] as const) {
      await db.execute(sql.raw(`alter table leads ${trigger} trigger lead_day_counts_keep`));
      const cells = await timed(runs * 10, () => insertOne(next++), 2);
      console.log(`${label.padEnd(30)}        ${cells}`);
    }
    await closeDb();
  } finally {
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
