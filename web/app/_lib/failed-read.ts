import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { isDomainError } from '@/lib/academy/errors';
import { downError, failedForWantOfDatabase } from '@/lib/db/availability';

/**
 * Logs a catalogue read that failed, and keeps the page showing it from being stored: the catalogue's pages are
 * kept once rendered (issue 11), and an error state kept for an hour would outlast the outage. From here on the page
 * is rendered per request, so the next visitor gets the catalogue as soon as it answers again. Next's own signals
 * (a render postponed to request time, a not-found) are not failures: they go on to Next.
 *
 * A database that is away fails the whole render instead: a stored copy of the page, if any, keeps being served,
 * and otherwise the visitor gets the "Temporarily unavailable" page with 503 (lib/page-cache/outage-pages.ts), never
 * an error state such as "No Courses Available" that would be false.
 */
export async function failedRead(message: string, error: unknown): Promise<void> {
  unstable_rethrow(error);
  if (readUnavailable(error)) throw downError();
  console.error(message, error);
  await connection();
}

/** The read failed because the database (or the service behind it) is away (lib/db/availability.ts). */
export const readUnavailable = (error: unknown) =>
  failedForWantOfDatabase(error) || isDomainError(error, 'unavailable');
