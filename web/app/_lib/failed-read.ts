import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';

/**
 * Logs a catalogue read that failed, and keeps the page showing it from being stored: the catalogue's pages are
 * kept once rendered (issue 11), and an error state kept for an hour would outlast the outage. From here on the page
 * is rendered per request, so the next visitor gets the catalogue as soon as it answers again. Next's own signals
 * (a render postponed to request time, a not-found) are not failures: they go on to Next.
 */
export async function failedRead(message: string, error: unknown): Promise<void> {
  unstable_rethrow(error);
  console.error(message, error);
  await connection();
}
