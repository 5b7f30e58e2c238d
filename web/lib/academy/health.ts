import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';

export async function databaseReachable(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    console.error('[health] database check failed', error);
    return false;
  }
}
