import 'server-only';
import { tables, type Inserter } from '@/lib/db';
import { env } from '@/lib/env';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { demoBookingPath } from '@/lib/page-paths';
import { demoTokenHash, newDemoToken, newDemoUid } from './links';

/** How long a demo request's link offers times while none is booked. */
const OPEN_DAYS = 30;

/**
 * A new demo request's booking link (issue 53): its token, and its address in the request's language, for the
 * confirmation mail and the thank-you page. `open` writes the booking row in the request's transaction.
 */
export function newDemoLink(locale: Locale) {
  const token = newDemoToken();
  const path = localizedPath(locale, demoBookingPath(token));
  return {
    path,
    url: new URL(path, env.SITE_URL).toString(),
    open: (tx: Inserter, ids: { demoRequestId: number; leadId: number }) =>
      tx.insert(tables.demoBookings).values({
        ...ids,
        tokenHash: demoTokenHash(token),
        uid: newDemoUid(new URL(env.SITE_URL).hostname),
        locale,
        openUntil: new Date(Date.now() + OPEN_DAYS * 24 * 3600_000),
      }),
  };
}
