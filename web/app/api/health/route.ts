import { connection, NextResponse } from 'next/server';
import { databaseReachable } from '@/lib/academy/health';

export async function GET() {
  // Probe the database on every request; cacheComponents would otherwise prerender this at build.
  await connection();
  const ok = await databaseReachable();
  return NextResponse.json({ status: ok ? 'ok' : 'unavailable', database: ok }, { status: ok ? 200 : 503 });
}
