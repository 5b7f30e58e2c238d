import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { isDatabaseUnavailable } from '@/lib/db/availability';

export async function databaseReachable(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    // An outage is logged once by lib/db; anything else is worth its stack.
    if (!isDatabaseUnavailable(error)) console.error('[health] database check failed', error);
    return false;
  }
}
