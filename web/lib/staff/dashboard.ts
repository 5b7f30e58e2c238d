import 'server-only';
import { and, desc, eq, gte, lt, lte, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, tables, type Db } from '@/lib/db';
import { memberName } from '@/lib/db/staff-names';
import { addDays, indianDate } from '@/lib/india-time';
import type { DashboardRange } from '@/lib/validation/leads';

const { fees, leadDayCounts: counts, leads, staffMembers, whatsappClicks } = tables;

/**
 * The funnel's steps (issue 54): a lead, a demo booked, a demo attended, enrolled: each the leads that ever got there
 * (the lead's milestones, lib/leads/move.ts), so a lead enrolled and later closed still counts as enrolled; and paid
 * (issue 55): the leads of the range with a fee paid online (a refund does not take it back).
 */
export const FUNNEL_STEPS = ['leads', 'booked', 'attended', 'enrolled', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A group of leads (a course, a source, a counsellor): how many came, and how many of them enrolled. */
export type Breakdown = { label: string; leads: number; enrolled: number };

export type Dashboard = {
  range: DashboardRange;
  /** Every day of the range, in order, with the leads received that day in India (0 for none). */
  perDay: { day: string; leads: number }[];
  funnel: Record<FunnelStep, number>;
  /** The median time from a lead's arrival to the academy's first answer, in minutes; null when none was answered. */
  medianResponseMinutes: number | null;
  byCourse: Breakdown[];
  bySource: Breakdown[];
  byCounsellor: (Breakdown & { medianResponseMinutes: number | null })[];
  /** The pages the "Chat on WhatsApp" button was pressed on most, with how often. */
  chatsByPage: { page: string; chats: number }[];
};

/** The breakdowns show the largest groups; the rest are in the totals. */
const GROUPS = 10;

/**
 * The first-response buckets' upper edges in minutes, as migration 0032's lead_day_rows counts them: bucket 0 is
 * under 5 minutes, bucket i from RESPONSE_BUCKETS[i - 1] to RESPONSE_BUCKETS[i], the last a week and more.
 */
export const RESPONSE_BUCKETS = [
  5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1440, 2880, 4320, 7200, 10080,
] as const;

/**
 * The median of the leads counted per bucket, in minutes: the bucket the middle lead falls in, read straight across
 * it (as a histogram's quantile is read); null for none. Within a bucket, so to 5 minutes in the first hour.
 */
export function medianOfBuckets(perBucket: ReadonlyMap<number, number>): number | null {
  const total = [...perBucket.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  let below = 0;
  for (let bucket = 0; bucket <= RESPONSE_BUCKETS.length; bucket++) {
    const n = perBucket.get(bucket) ?? 0;
    if (below + n >= total / 2 && n > 0) {
      const low = bucket === 0 ? 0 : RESPONSE_BUCKETS[bucket - 1]!;
      const high = RESPONSE_BUCKETS[bucket];
      return high === undefined ? low : low + ((total / 2 - below) / n) * (high - low);
    }
    below += n;
  }
  return null;
}

/** The default range: the last 30 days in India, today included. */
export function lastDays(now: Date, days = 30): DashboardRange {
  const today = indianDate(now);
  return { from: addDays(today, 1 - days), to: today };
}

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The dashboard's reads over the leads received in `range` (India's days, both included): sums of lead_day_counts'
 * rows, a few a day under one dimension each (the database keeps them as leads change, migration 0032), never a read
 * of every lead. Built on `db`, so the benchmark reads them as the page does.
 */
export function dashboardQueries(db: Db, range: DashboardRange) {
  const within = (dimension: string) =>
    and(eq(counts.dimension, dimension), gte(counts.day, range.from), lte(counts.day, range.to));
  const breakdown = (dimension: 'course' | 'source') =>
    db
      .select({ label: counts.value, leads: total(counts.leads), enrolled: total(counts.enrolled) })
      .from(counts)
      .where(within(dimension))
      .groupBy(counts.value)
      .having(sql`sum(${counts.leads}) > 0`)
      .orderBy(desc(sum(counts.leads)), counts.value)
      .limit(GROUPS);
  return {
    perDay: db.select({ day: counts.day, leads: counts.leads }).from(counts).where(within('all')).orderBy(counts.day),
    funnel: db
      .select({
        leads: total(counts.leads),
        booked: total(counts.booked),
        attended: total(counts.attended),
        enrolled: total(counts.enrolled),
      })
      .from(counts)
      .where(within('all')),
    // The leads received in the range (India's days) with a fee paid: counted from the fees, which are few.
    paid: db
      .select({ paid: sql<number>`count(distinct ${fees.leadId})::int` })
      .from(fees)
      .innerJoin(leads, eq(leads.id, fees.leadId))
      .where(
        and(
          eq(fees.status, 'paid'),
          gte(leads.receivedAt, new Date(`${range.from}T00:00:00+05:30`)),
          lt(leads.receivedAt, new Date(`${addDays(range.to, 1)}T00:00:00+05:30`)),
        ),
      ),
    byCourse: breakdown('course'),
    bySource: breakdown('source'),
    byCounsellor: db
      .select({
        owner: counts.value,
        label: sql<string>`coalesce(${memberName}, '')`,
        leads: total(counts.leads),
        enrolled: total(counts.enrolled),
      })
      .from(counts)
      .leftJoin(staffMembers, sql`${staffMembers.id}::text = ${counts.value}`)
      .where(within('owner'))
      .groupBy(counts.value, staffMembers.displayName, staffMembers.email)
      .having(sql`sum(${counts.leads}) > 0`)
      .orderBy(desc(sum(counts.leads)))
      .limit(GROUPS),
    responses: db
      .select({ value: counts.value, leads: total(counts.leads) })
      .from(counts)
      .where(within('response'))
      .groupBy(counts.value),
    chats: db
      .select({ page: whatsappClicks.page, chats: total(whatsappClicks.clicks) })
      .from(whatsappClicks)
      .where(and(gte(whatsappClicks.day, range.from), lte(whatsappClicks.day, range.to)))
      .groupBy(whatsappClicks.page)
      .orderBy(desc(sum(whatsappClicks.clicks)), whatsappClicks.page)
      .limit(GROUPS),
  };
}

/** The first responses per bucket, for every owner ('' for nobody's) and for all of them (under null). */
function responseBuckets(rows: { value: string; leads: number }[]) {
  const byOwner = new Map<string | null, Map<number, number>>();
  const add = (owner: string | null, bucket: number, n: number) => {
    const buckets = byOwner.get(owner) ?? new Map<number, number>();
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + n);
    byOwner.set(owner, buckets);
  };
  for (const row of rows) {
    const [owner = '', bucket = '0'] = row.value.split(':');
    add(owner, Number(bucket), row.leads);
    add(null, Number(bucket), row.leads);
  }
  return (owner: string | null) => medianOfBuckets(byOwner.get(owner) ?? new Map());
}

/** The dashboard for `range`: every day of it (days without leads at 0), the funnel and the breakdowns. */
export async function readDashboard(range: DashboardRange): Promise<Dashboard> {
  const queries = dashboardQueries(await getDb(), range);
  const [perDay, [funnel], [paid], byCourse, bySource, byCounsellor, responses, chatsByPage] = await Promise.all([
    queries.perDay,
    queries.funnel,
    queries.paid,
    queries.byCourse,
    queries.bySource,
    queries.byCounsellor,
    queries.responses,
    queries.chats,
  ]);
  const received = new Map(perDay.map((row) => [row.day, row.leads]));
  const days: Dashboard['perDay'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push({ day, leads: received.get(day) ?? 0 });
  const median = responseBuckets(responses);
  return {
    range,
    perDay: days,
    funnel: {
      leads: funnel?.leads ?? 0,
      booked: funnel?.booked ?? 0,
      attended: funnel?.attended ?? 0,
      enrolled: funnel?.enrolled ?? 0,
      paid: paid?.paid ?? 0,
    },
    medianResponseMinutes: median(null),
    byCourse,
    bySource,
    byCounsellor: byCounsellor.map(({ owner, ...row }) => ({ ...row, medianResponseMinutes: median(owner) })),
    chatsByPage,
  };
}
