import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Sets the rating counters of courses (id >= `fromCourseId`) to the count, star sum and per-star counts of their
 * reviews, leaving out those staff hid. For writers that insert reviews in bulk (the large-catalogue generator); the
 * review form keeps the counters with incremental updates in its own transaction instead
 * (lib/academy/review-submissions.ts).
 */
export async function recountCourseRatings(db: Db, fromCourseId = 0): Promise<void> {
  await db.execute(sql`
    update courses c set ratings_count = coalesce(r.n, 0), ratings_total = coalesce(r.total, 0),
      ratings_1 = coalesce(r.s1, 0), ratings_2 = coalesce(r.s2, 0), ratings_3 = coalesce(r.s3, 0),
      ratings_4 = coalesce(r.s4, 0), ratings_5 = coalesce(r.s5, 0)
    from courses k left join (
      select course_id, count(*) as n, sum(ratings) as total,
        count(*) filter (where ratings = 1) as s1, count(*) filter (where ratings = 2) as s2,
        count(*) filter (where ratings = 3) as s3, count(*) filter (where ratings = 4) as s4,
        count(*) filter (where ratings = 5) as s5
      from reviews where course_id >= ${fromCourseId} and hidden_at is null group by course_id
    ) r on r.course_id = k.id
    where c.id = k.id and k.id >= ${fromCourseId}`);
}
