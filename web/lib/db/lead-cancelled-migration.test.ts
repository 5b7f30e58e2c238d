import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './locations';
import { migrationsUpTo } from './old-migrations';

// Up to and including 0020: a database made before the lead's own 'cancelled'.
const before = migrationsUpTo('0020_review_hiding');
afterAll(before.remove);

describe('migration 0021 on leads made before it', () => {
  it("makes the learner's cancels 'cancelled', keeps other lost reasons as notes under 'other', and touches nothing else", async () => {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before.dir });
    await client.exec(`
      insert into leads (kind, source_id, course_names, name, email, phone, phone_digits, details, status, lost_reason, version) values
        ('demo', 1, 'Guitar', 'A', 'a@example.in', '9876500001', '9876500001', '[]', 'lost', 'Cancelled by the learner', 2),
        ('demo', 2, 'Guitar', 'B', 'b@example.in', '9876500002', '9876500002', '[]', 'lost', 'Chose a school near home', 3),
        ('enrolment', 3, 'Guitar', 'C', 'c@example.in', '9876500003', '9876500003', '[]', 'contacted', null, 2);`);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const { rows } = await client.query(
      'select source_id, status, lost_code, lost_reason, version from leads order by source_id',
    );
    expect(rows).toEqual([
      { source_id: 1, status: 'cancelled', lost_code: null, lost_reason: null, version: 2 },
      { source_id: 2, status: 'lost', lost_code: 'other', lost_reason: 'Chose a school near home', version: 3 },
      { source_id: 3, status: 'contacted', lost_code: null, lost_reason: null, version: 2 },
    ]);
    await client.close();
  });
});
