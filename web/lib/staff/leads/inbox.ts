import 'server-only';
import { and, arrayContains, asc, count, desc, eq, gte, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import { clockNow } from '@/lib/clock';
import { getDb, tables, type Db } from '@/lib/db';
import {
  DUE_VIEWS,
  type DueView,
  ERASED_LEAD_NAME,
  LEAD_STATUSES,
  type LeadKind,
  type LeadSort,
  type LeadStatus,
} from '@/lib/db/lead-words';
import { addDays, indianInstant } from '@/lib/india-time';
import { endOfIndianDay } from '@/lib/leads/due-times';
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
  /** When the lead is next due (its follow-up, or a new lead's respond-by), ISO; null when it is not. */
  dueAt: string | null;
};

export type Inbox = {
  leads: LeadListing[];
  total: number;
  counts: Record<LeadStatus, number>;
  /**
   * How many leads of the owner filter's (mine, nobody's, a member's or everyone's) are in each follow-up view,
   * counted up to DUE_COUNT_CAP + 1 (shown as "1,000+"). The other filters narrow the list, not these counts: under a
   * selective filter the cap would no longer bound the walk of the due index.
   */
  due: Record<DueView, number>;
  pages: number;
};

/** The first instant of an IST calendar day ('2026-11-25'), or of a day `after` it. */
const istDay = (day: string, after = 0) => indianInstant(addDays(day, after), 0, 0);

/** A view's count stops here: past it the console says "1,000+". */
export const DUE_COUNT_CAP = 1000;

/** A follow-up view at `now`: past due, due by the end of today in India, or later (issue 54). */
function dueCondition(view: DueView, now: Date): SQL {
  if (view === 'overdue') return lt(leads.dueAt, now);
  const endOfToday = endOfIndianDay(now);
  if (view === 'today') return and(gte(leads.dueAt, now), lt(leads.dueAt, endOfToday))!;
  return gte(leads.dueAt, endOfToday);
}

/** The owner filter as a condition: mine, nobody's, a member's, or none for everyone's. */
function ownerConditions(filters: LeadFilters, memberId: number): SQL[] {
  if (filters.owner === 'me') return [eq(leads.ownerId, memberId)];
  if (filters.owner === 'none') return [isNull(leads.ownerId)];
  if (filters.owner) return [eq(leads.ownerId, Number(filters.owner))];
  return [];
}

/** The filters as conditions, all but the view and the status (the counts of each are counted without them). */
function filterConditions(filters: LeadFilters, memberId: number): SQL[] {
  const where = ownerConditions(filters, memberId);
  if (filters.kind) where.push(eq(leads.kind, filters.kind));
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

/** The filters with the view, all but the status (the counts per status are counted without it). */
function conditions(filters: LeadFilters, memberId: number, now: Date): SQL[] {
  const where = filterConditions(filters, memberId);
  if (filters.due) where.push(dueCondition(filters.due, now));
  return where;
}

const withStatus = (filters: LeadFilters, memberId: number, now: Date) => {
  const where = conditions(filters, memberId, now);
  if (filters.status) where.push(eq(leads.status, filters.status));
  return and(...where);
};

/** The columns the list sorts by, each with its index (a name's leads_name_idx, the due leads_due_idx). */
const SORT_COLUMNS = { received: leads.receivedAt, name: leads.name, due: leads.dueAt } as const;

/**
 * The list's order: a column's, the lead's id breaking ties (the leads with no due time last); without one a view lists
 * the soonest due first, the whole list the newest first.
 */
function order(filters: LeadFilters, sort: LeadSort | ''): SQL[] {
  if (sort) {
    const column = SORT_COLUMNS[sort.replace('-', '') as keyof typeof SORT_COLUMNS];
    return sort.startsWith('-') ? [desc(column), desc(leads.id)] : [asc(column), asc(leads.id)];
  }
  if (filters.due) return [asc(leads.dueAt), asc(leads.id)];
  return [filters.q ? desc(sql`${leads.receivedAt} + interval '0 seconds'`) : desc(leads.receivedAt), desc(leads.id)];
}

/** A lead's name as the console shows it: an erased learner's is "Erased learner". */
export const shownLeadName = sql<string>`case when ${leads.erasedAt} is null then ${leads.name} else ${ERASED_LEAD_NAME} end`;

const listing = {
  id: leads.id,
  kind: leads.kind,
  receivedAt: leads.receivedAt,
  courseNames: leads.courseNames,
  name: shownLeadName,
  phone: leads.phone,
  email: leads.email,
  city: leads.city,
  status: leads.status,
  owner: memberName,
  dueAt: leads.dueAt,
};

/** Leads as the inbox lists them, with their owner's name. */
const listed = (db: Db) => db.select(listing).from(leads).leftJoin(staffMembers, eq(leads.ownerId, staffMembers.id));

const toListing = (
  row: Omit<LeadListing, 'receivedAt' | 'dueAt'> & { receivedAt: Date; dueAt: Date | null },
): LeadListing => ({
  ...row,
  receivedAt: row.receivedAt.toISOString(),
  dueAt: row.dueAt?.toISOString() ?? null,
});

/**
 * The inbox's two reads, built on `db` (the plan test builds them on its own database). PostgreSQL cannot estimate
 * how many leads a prefix search matches, and for a name that matches a few would walk the whole list by date looking
 * for them: a search orders by an expression the date index cannot give, so its matches are collected through the
 * search or phone index and sorted (test/api/leads-plan.test.ts reads the plans).
 */
export const inboxQueries = (
  db: Db,
  filters: LeadFilters,
  page: number,
  memberId: number,
  now = clockNow(),
  sort: LeadSort | '' = '',
) => ({
  page: listed(db)
    .where(withStatus(filters, memberId, now))
    .orderBy(...order(filters, sort))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE),
  counts: db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .where(and(...conditions(filters, memberId, now)))
    .groupBy(leads.status),
  // Each view's count, over the owner filter only, stops past DUE_COUNT_CAP ("1,000+"): a range of the due indexes
  // (leads_due_idx, leads_owner_due_idx), never every due lead.
  due: DUE_VIEWS.map((view) =>
    db.select({ n: count() }).from(
      db
        .select({ id: leads.id })
        .from(leads)
        .where(and(dueCondition(view, now), ...ownerConditions(filters, memberId)))
        .limit(DUE_COUNT_CAP + 1)
        .as('due_view'),
    ),
  ),
});

/**
 * One page of the leads the filters select in the order asked for (by default newest first; in a follow-up view the
 * soonest due first), with how many there are in each status and each view, at `now` by the site's clock.
 */
export async function listLeads(
  filters: LeadFilters,
  page: number,
  memberId: number,
  now: Date,
  sort: LeadSort | '' = '',
): Promise<Inbox> {
  const queries = inboxQueries(await getDb(), filters, page, memberId, now, sort);
  const [rows, perStatus, ...perView] = await Promise.all([queries.page, queries.counts, ...queries.due]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const { status, n } of perStatus) counts[status] = n;
  const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const due = Object.fromEntries(DUE_VIEWS.map((view, i) => [view, perView[i]![0]!.n])) as Record<DueView, number>;
  return { leads: rows.map(toListing), total, counts, due, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

const EXPORT_BATCH = 1000;

/** Every lead the filters select, newest first, a batch at a time (the export streams them). */
export async function* everyLead(filters: LeadFilters, memberId: number): AsyncGenerator<LeadListing[]> {
  const db = await getDb();
  // Keyed on the last row's own values, read in SQL: a JS Date would lose the timestamp's microseconds.
  let after: number | null = null;
  const now = clockNow();
  for (;;) {
    const where = [withStatus(filters, memberId, now)];
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

/**
 * The ids of the leads the filters select, for one change to all of them (issue 54): at most `limit`, so the caller
 * can tell a selection too large to change at once.
 */
export async function matchingLeadIds(filters: LeadFilters, memberId: number, limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .where(withStatus(filters, memberId, clockNow()))
    .orderBy(asc(leads.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type Choice = { id: number; label: string };
export type MemberChoice = Choice & { active: boolean };

/**
 * The filters' pickers: every course by name, and every member (disabled ones too: they may still own leads; the
 * bulk bar offers the active ones).
 */
export async function filterChoices(): Promise<{ courses: Choice[]; staff: MemberChoice[] }> {
  const db = await getDb();
  const { courses } = tables;
  const [courseRows, staffRows] = await Promise.all([
    db.select({ id: courses.id, label: courses.courseName }).from(courses).orderBy(courses.courseName),
    db
      .select({ id: staffMembers.id, label: memberName, active: sql<boolean>`${staffMembers.disabledAt} is null` })
      .from(staffMembers)
      .orderBy(memberName),
  ]);
  return { courses: courseRows, staff: staffRows };
}
