import 'server-only';
import { and, arrayContains, count, desc, eq, gte, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import { getDb, tables, type Db } from '@/lib/db';
import { ERASED_LEAD_NAME, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@/lib/db/lead-words';
import { memberName } from '@/lib/db/staff-names';
import type { LeadFilters } from '@/lib/validation/leads';
import { PAGE_SIZE } from './address';
import { searchOf, type LeadSearch } from './search-terms';

const { leads, staffMembers } = tables;

export type LeadListing = {
  id: number;
  kind: LeadKind;
  receivedAt: string;
  courseNames: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  status: LeadStatus;
  owner: string | null;
};

export type Inbox = { leads: LeadListing[]; total: number; counts: Record<LeadStatus, number>; pages: number };

/** The first instant of an IST calendar day ('2026-11-25'), and of the day after it. */
const istDay = (day: string, after = 0) => new Date(Date.parse(`${day}T00:00:00+05:30`) + after * 24 * 3600 * 1000);

/** The filters as conditions, all but the status (the counts per status are counted without it). */
function conditions(filters: LeadFilters, memberId: number): SQL[] {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(leads.kind, filters.kind));
  if (filters.owner === 'me') where.push(eq(leads.ownerId, memberId));
  else if (filters.owner === 'none') where.push(isNull(leads.ownerId));
  else if (filters.owner) where.push(eq(leads.ownerId, Number(filters.owner)));
  if (filters.course) where.push(arrayContains(leads.courseIds, [Number(filters.course)]));
  if (filters.from) where.push(gte(leads.receivedAt, istDay(filters.from)));
  if (filters.to) where.push(lt(leads.receivedAt, istDay(filters.to, 1)));
  if (filters.q) where.push(searchCondition(searchOf(filters.q)));
  return where;
}

/** A search with nothing searchable in it ('!!!') finds nothing rather than everything. */
function searchCondition(search: LeadSearch | null): SQL {
  if (!search) return sql`false`;
  if ('phone' in search) return like(leads.phoneDigits, `${search.phone}%`);
  return sql`${leads.search} @@ to_tsquery('simple', ${search.words})`;
}

const withStatus = (filters: LeadFilters, memberId: number) => {
  const where = conditions(filters, memberId);
  if (filters.status) where.push(eq(leads.status, filters.status));
  return and(...where);
};

const listing = {
  id: leads.id,
  kind: leads.kind,
  receivedAt: leads.receivedAt,
  courseNames: leads.courseNames,
  name: sql<string>`case when ${leads.erasedAt} is null then ${leads.name} else ${ERASED_LEAD_NAME} end`,
  phone: leads.phone,
  email: leads.email,
  city: leads.city,
  status: leads.status,
  owner: memberName,
};

/** Leads as the inbox lists them, with their owner's name. */
const listed = (db: Db) => db.select(listing).from(leads).leftJoin(staffMembers, eq(leads.ownerId, staffMembers.id));

const toListing = (row: Omit<LeadListing, 'receivedAt'> & { receivedAt: Date }): LeadListing => ({
  ...row,
  receivedAt: row.receivedAt.toISOString(),
});

/**
 * The inbox's two reads, built on `db` (the plan test builds them on its own database). PostgreSQL cannot estimate
 * how many leads a prefix search matches, and for a name that matches a few would walk the whole list by date looking
 * for them: a search orders by an expression the date index cannot give, so its matches are collected through the
 * search or phone index and sorted (test/api/leads-plan.test.ts reads the plans).
 */
export const inboxQueries = (db: Db, filters: LeadFilters, page: number, memberId: number) => ({
  page: listed(db)
    .where(withStatus(filters, memberId))
    .orderBy(filters.q ? desc(sql`${leads.receivedAt} + interval '0 seconds'`) : desc(leads.receivedAt), desc(leads.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE),
  counts: db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .where(and(...conditions(filters, memberId)))
    .groupBy(leads.status),
});

/** One page of the leads the filters select, newest first, with how many there are in each status. */
export async function listLeads(filters: LeadFilters, page: number, memberId: number): Promise<Inbox> {
  const queries = inboxQueries(await getDb(), filters, page, memberId);
  const [rows, perStatus] = await Promise.all([queries.page, queries.counts]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const { status, n } of perStatus) counts[status] = n;
  const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { leads: rows.map(toListing), total, counts, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

const EXPORT_BATCH = 1000;

/** Every lead the filters select, newest first, a batch at a time (the export streams them). */
export async function* everyLead(filters: LeadFilters, memberId: number): AsyncGenerator<LeadListing[]> {
  const db = await getDb();
  // Keyed on the last row's own values, read in SQL: a JS Date would lose the timestamp's microseconds.
  let after: number | null = null;
  for (;;) {
    const where = [withStatus(filters, memberId)];
    if (after !== null) {
      where.push(
        sql`(${leads.receivedAt}, ${leads.id}) < (select l.received_at, l.id from ${leads} l where l.id = ${after})`,
      );
    }
    const rows = await listed(db)
      .where(and(...where))
      .orderBy(desc(leads.receivedAt), desc(leads.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map(toListing);
    after = rows.at(-1)!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

export type Choice = { id: number; label: string };

/** The filters' pickers: every course by name, and every member (disabled ones too: they may still own leads). */
export async function filterChoices(): Promise<{ courses: Choice[]; staff: Choice[] }> {
  const db = await getDb();
  const { courses } = tables;
  const [courseRows, staffRows] = await Promise.all([
    db.select({ id: courses.id, label: courses.courseName }).from(courses).orderBy(courses.courseName),
    db.select({ id: staffMembers.id, label: memberName }).from(staffMembers).orderBy(memberName),
  ]);
  return { courses: courseRows, staff: staffRows };
}
