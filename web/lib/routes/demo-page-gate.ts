import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { clockNow } from '@/lib/clock';
import { getDb } from '@/lib/db';
import { decodeSegment } from '@/lib/http/params';
import { missingPage } from './missing-page';
import { linkWorks } from '@/lib/academy/demos/booking-rules';
import { bookingByToken } from '@/lib/academy/demos/demo-reads';

/**
 * The proxy's check of a demo booking page's address (issue 53): a link that opens nothing (forged, mangled,
 * expired) is the missing page with 404, as an unknown course is. The page's own notFound() would come after its
 * 200 had gone out with the page's shell. A database that cannot say lets the page answer for itself.
 */
export async function demoPageGate(request: NextRequest): Promise<NextResponse | undefined> {
  const token = /^\/demo\/([^/]+)\/?$/.exec(request.nextUrl.pathname)?.[1];
  if (token === undefined) return undefined;
  const works = await getDb()
    .then((db) => bookingByToken(db, decodeSegment(token)))
    .then((full) => Boolean(full && linkWorks(full.booking, clockNow())))
    .catch(() => true);
  return works ? undefined : missingPage(request);
}
