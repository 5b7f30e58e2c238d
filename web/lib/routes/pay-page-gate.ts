import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { decodeSegment } from '@/lib/http/params';
import { feeByToken } from '@/lib/academy/payments/fees';
import { paymentsOn } from '@/lib/academy/payments/settings';
import { missingPage } from './missing-page';

/**
 * The proxy's check of a pay page's address (issue 55): a link that opens nothing (forged, mangled, cancelled, or
 * payments off) is the missing page with 404, before the page's shell goes out with a 200. A database that cannot
 * say lets the page answer for itself.
 */
export async function payPageGate(request: NextRequest): Promise<NextResponse | undefined> {
  const token = /^\/pay\/([^/]+)\/?$/.exec(request.nextUrl.pathname)?.[1];
  if (token === undefined) return undefined;
  if (!paymentsOn()) return missingPage(request);
  const works = await getDb()
    .then((db) => feeByToken(db, decodeSegment(token)))
    .then((fee) => Boolean(fee && fee.status !== 'cancelled'))
    .catch(() => true);
  return works ? undefined : missingPage(request);
}
