import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

/** First names the synthetic leads cycle through; 'Kavya Rao 4242' is the 4,242nd's kind of name. */
const FIRST = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Kavya', 'Rohan', 'Divya', 'Kiran'];
const LAST = ['Rao', 'Iyer', 'Nair', 'Sharma', 'Kulkarni', 'Menon'];

/** The members the synthetic leads are shared among (issue 54's views: mine or everyone's). */
const MEMBERS = 5;

/**
 * `count` synthetic leads in one statement, one a minute going back from now: every kind, status and course in
 * turn, a name, email and phone of their own; four in five owned by one of five members, in turn; every open one
 * with a follow-up between a week ago and a week on (issue 54), a new one due two hours after it came; five sources in
 * turn, every worked one first answered within four hours, and the demos and enrolments of their milestones. For the
 * inbox's and the dashboard's benchmark and the tests that read their query plans. Then ANALYZE, so the planner knows
 * the table as a live one.
 */
export async function fillLeads(db: Db, count: number): Promise<void> {
  const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
  await db.execute(sql`
    insert into staff_members (email, role)
    select 'member' || m || '@academy.test', 'counsellor' from generate_series(1, ${MEMBERS}::int) m
    on conflict (email) do nothing`);
  // One statement of many rows: the dashboard's counts are made once after it, not row by row (migration 0032).
  await db.execute(sql`alter table leads disable trigger lead_day_counts_keep`);
  await db.execute(sql`
    insert into leads (kind, source_id, received_at, course_ids, course_names, name, email, phone, phone_digits, city, details, status,
      owner_id, follow_up_at, respond_by, source, first_response_at, demo_booked_at, demo_attended_at, enrolled_at)
    select (${list(['demo', 'enrolment', 'enquiry', 'application'])})[1 + i % 4], i, now() - make_interval(mins => i),
      array[1 + i % 60], 'Course ' || (1 + i % 60),
      (${list(FIRST)})[1 + i % 8] || ' ' || (${list(LAST)})[1 + (i / 8) % 6] || ' ' || i,
      'learner' || i || '@example.in', '9' || lpad(i::text, 9, '0'), '9' || lpad(i::text, 9, '0'), 'Pune', '[]'::jsonb,
      (${list(['new', 'contacted', 'demo_scheduled', 'enrolled', 'closed', 'lost'])})[1 + i % 6],
      case when i % 5 = 0 then null else (select id from staff_members order by id offset (i % ${MEMBERS} - 1) limit 1) end,
      case when i % 6 in (1, 2) then now() + make_interval(mins => (i * 7919) % 20160 - 10080) end,
      now() - make_interval(mins => i) + interval '2 hours',
      (${list(['direct', 'instagram', 'google.com', 'facebook', 'whatsapp'])})[1 + i % 5],
      case when i % 6 <> 0 then now() - make_interval(mins => i) + make_interval(mins => (i * 37) % 240) end,
      case when i % 6 in (2, 3) then now() - make_interval(mins => i) + interval '1 day' end,
      case when i % 6 = 3 then now() - make_interval(mins => i) + interval '2 days' end,
      case when i % 6 = 3 then now() - make_interval(mins => i) + interval '3 days' end
    from generate_series(1, ${count}::int) i`);
  await db.execute(sql`alter table leads enable trigger lead_day_counts_keep`);
  await db.execute(sql`select lead_day_counts_rebuild()`);
  await db.execute(sql`analyze leads`);
  await db.execute(sql`analyze lead_day_counts`);
}
