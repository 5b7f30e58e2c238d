import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb } from '@/lib/db/client';
import { inboxQueries } from '@/lib/staff/leads/inbox';
import { leadFiltersSchema } from '@/lib/validation/leads';
import { createTestDatabase, type TestDatabase } from '../databases';
import { fillLeads } from '../large-leads';

// Issue 28: the inbox's reads over 100,000 leads use the indexes made for them; a sequential scan of the leads table
// would grow with every lead ever received. (Their times are printed by `npm run bench:leads`.)
let database: TestDatabase;
let handle: Awaited<ReturnType<typeof openDb>>;

beforeAll(async () => {
  database = await createTestDatabase({ template: inject('databaseTemplate') });
  handle = await openDb({ databaseUrl: database.env.DATABASE_URL || undefined, pgliteDir: database.env.PGLITE_DIR });
  await fillLeads(handle.db, 100_000);
}, 180_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

/** The plan of a query built by the inbox, as text, with its parameters in place. */
async function planOf(query: { getSQL: () => SQL }): Promise<string> {
  const result = (await handle.db.execute(sql`explain ${query.getSQL()}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

const filters = (values: Record<string, string>) => leadFiltersSchema.parse(values);

describe('the inbox over 100,000 leads', () => {
  for (const [label, values, index] of [
    ['the first page', {}, 'leads_received_idx'],
    // Common values: walking the list by date finds 50 of them soonest.
    ['new demo requests', { kind: 'demo', status: 'new' }, /leads_(received|status|kind)_idx/],
    ['a course', { course: '7' }, /leads_(received|courses)_idx/],
    ["a search for 'kavya rao'", { q: 'kavya rao' }, 'leads_search_idx'],
    ['a search for a phone number', { q: '+91 90000 42424' }, 'leads_phone_idx'],
  ] as [string, Record<string, string>, string | RegExp][]) {
    it(`${label}: read through ${index}, never a scan of the table`, async () => {
      const queries = inboxQueries(handle.db, filters(values), 1, 1);
      const plan = await planOf(queries.page);
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(/Seq Scan on leads/);
      // A search counts its matches through the search index too; counting every lead reads them all, by design.
      if (values.q) expect(await planOf(queries.counts)).toMatch(index);
    });
  }

  // Issue 54: a follow-up view reads its range of the due indexes, and each view's count stops at its cap.
  for (const [label, values, index] of [
    ['my leads due today', { due: 'today', owner: 'me' }, 'leads_owner_due_idx'],
    ["everyone's overdue leads", { due: 'overdue' }, 'leads_due_idx'],
  ] as [string, Record<string, string>, string][]) {
    it(`${label}: read through ${index}, never a scan of the table`, async () => {
      const queries = inboxQueries(handle.db, filters(values), 1, 1);
      const plan = await planOf(queries.page);
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(/Seq Scan on leads/);
      for (const count of queries.due) expect(await planOf(count)).toMatch(/Limit/);
    });
  }

  // A search or a course narrows the list, not the views' counts: those stay capped reads of the due leads (a range
  // of a due index, or a scan that stops at the cap where a third of the table is due), never a walk of the matches.
  it("under a search and a course, the views' counts leave the search and the course out", async () => {
    for (const values of [{ q: 'kavya rao' }, { course: '7', owner: 'me' }] as Record<string, string>[]) {
      for (const count of inboxQueries(handle.db, filters(values), 1, 1).due) {
        const plan = await planOf(count);
        expect(plan).toMatch(/Limit/);
        expect(plan).not.toMatch(/leads_(search|courses)_idx|to_tsquery|course_ids/);
      }
    }
  });

  // Issue 54: the list sorted by a column reads its first page from that column's index.
  for (const [sort, index] of [
    ['name', 'leads_name_idx'],
    ['-name', 'leads_name_idx'],
    ['received', 'leads_received_idx'],
    ['due', 'leads_due_idx'],
  ] as const) {
    it(`sorted by ${sort}: read through ${index}, never a scan of the table`, async () => {
      const plan = await planOf(inboxQueries(handle.db, filters({}), 1, 1, new Date(), sort).page);
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(/Seq Scan on leads/);
    });
  }

  it('a page deep in the list still walks the index', async () => {
    const plan = await planOf(inboxQueries(handle.db, filters({ status: 'contacted' }), 200, 1).page);
    expect(plan).toMatch('leads_status_idx');
  });
});
