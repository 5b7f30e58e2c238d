import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './locations';
import { migrationsUpTo as copyUpTo } from './old-migrations';

// Two PGlite starts and two full migration runs: slow on a busy machine.
const copies: (() => void)[] = [];
afterAll(() => copies.forEach((remove) => remove()));

/** The committed migrations up to and including `lastTag`, as a database made before the next one would have seen. */
function migrationsUpTo(lastTag: string) {
  const { dir, remove } = copyUpTo(lastTag);
  copies.push(remove);
  return dir;
}

/**
 * A fresh database: migrated up to `lastTag` (none: from nothing), given `rows` as a database of that time held
 * them, then migrated through every committed migration.
 */
async function migratedFrom(lastTag: string | null, rows = '') {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const db = drizzle(client);
  if (lastTag) await migrate(db, { migrationsFolder: migrationsUpTo(lastTag) });
  if (rows) await client.exec(rows);
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return client;
}

describe('migration 0005 on a database made before it', () => {
  it('recounts each course from its reviews, drops the stored rounded rating and marks a seeded database', async () => {
    // The course: shown as 4.0 from 126 ratings, of which only ten left a review row; then fifty 1-star reviews
    // that the old code folded in without moving the rounded figure far enough.
    const client = await migratedFrom(
      '0003_rating_totals',
      `
      insert into categories (name, slug, icon) values ('Arts', 'arts', '/a.svg');
      insert into courses (category_id, course_name, slug, course_title, course_heading, course_rating, ratings_count, ratings_total)
        values (1, 'Stuck', 'stuck', 't', 'h', 3.1, 176, 554), (1, 'Quiet', 'quiet', 't', 'h', 4.2, 30, 126);
      insert into reviews (course_id, student_name, ratings, review_description)
        select 1, 'x', case when g <= 10 then 4 else 1 end, 'y' from generate_series(1, 60) g;`,
    );
    const { rows } = await client.query<{ slug: string; ratings_count: number; ratings_total: number }>(
      'select slug, ratings_count, ratings_total from courses order by id',
    );
    expect(rows).toEqual([
      { slug: 'stuck', ratings_count: 60, ratings_total: 90 },
      { slug: 'quiet', ratings_count: 0, ratings_total: 0 },
    ]);
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'courses' and column_name like '%rating%'",
    );
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual([
      'ratings_1',
      'ratings_2',
      'ratings_3',
      'ratings_4',
      'ratings_5',
      'ratings_count',
      'ratings_total',
    ]);
    expect((await client.query('select id from catalogue_seed')).rows).toEqual([{ id: 1 }]);
    await client.close();
  }, 180_000);

  it('leaves an empty database unmarked, so its first start still seeds', async () => {
    const client = await migratedFrom(null);
    expect((await client.query('select id from catalogue_seed')).rows).toEqual([]);
    await client.close();
  }, 180_000);
});

describe('migration 0006 on a database made before it', () => {
  it('fills the per-star counters from the reviews and the search text from the three fields', async () => {
    const client = await migratedFrom(
      '0005_data_hardening',
      `
      insert into categories (name, slug, icon) values ('Arts', 'arts', '/a.svg');
      insert into courses (category_id, course_name, slug, course_title, course_heading, ratings_count, ratings_total)
        values (1, 'Guitar', 'guitar', 'Acoustic Lessons', 'Play Songs', 6, 21), (1, 'Quiet', 'quiet', 't', 'h', 0, 0);
      insert into reviews (course_id, student_name, ratings, review_description)
        values (1, 'a', 5, 'r'), (1, 'b', 5, 'r'), (1, 'c', 4, 'r'), (1, 'd', 3, 'r'), (1, 'e', 3, 'r'), (1, 'f', 1, 'r');`,
    );
    const { rows } = await client.query(
      'select slug, ratings_1, ratings_2, ratings_3, ratings_4, ratings_5, search_text from courses order by id',
    );
    expect(rows).toEqual([
      {
        slug: 'guitar',
        ratings_1: 1,
        ratings_2: 0,
        ratings_3: 2,
        ratings_4: 1,
        ratings_5: 2,
        search_text: 'guitar\nacoustic lessons\nplay songs',
      },
      {
        slug: 'quiet',
        ratings_1: 0,
        ratings_2: 0,
        ratings_3: 0,
        ratings_4: 0,
        ratings_5: 0,
        search_text: 'quiet\nt\nh',
      },
    ]);
    // The database holds the counters to each other: a write that moves one without the others is refused.
    await expect(
      client.query("update courses set ratings_count = ratings_count + 1 where slug = 'guitar'"),
    ).rejects.toThrow(/courses_ratings_agree/);
    await expect(
      client.query(
        "insert into reviews (course_id, student_name, ratings, review_description) values (1, 'g', 6, 'r')",
      ),
    ).rejects.toThrow(/reviews_ratings_stars/);
    await client.close();
  }, 180_000);
});
