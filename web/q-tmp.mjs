import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite('/tmp/pgx', { extensions: { pg_trgm } });
console.log((await db.query("select id, to_address, purpose, status, attempts, next_attempt_at, give_up_at, error from outbox")).rows);
console.log((await db.query("select key, hits from throttles")).rows);
