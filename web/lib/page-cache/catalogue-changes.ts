import 'server-only';
import { recordRevalidation } from '@/lib/next-internals/tags-manifest';
import { describe } from '@/lib/db/availability';
import { CONSOLE_EDIT, listenForCatalogueChanges } from '@/lib/db/catalogue-changes';
import { env } from '@/lib/env';
import { backendTags } from '@/lib/backend/cache-tags';
import { forgetCatalogueLookups } from './catalogue-lookups';

/**
 * On PostgreSQL, a seed run by another process while the site is up announces itself (lib/db/catalogue-changes.ts):
 * every cached catalogue read and every stored page built on one is then stale (they all carry the `academy` tag),
 * and the next request renders them afresh. PGlite allows one process per database, so nothing else can seed it.
 */
export async function watchCatalogueChanges(): Promise<void> {
  if (env.ACADEMY_API_URL || !env.DATABASE_URL) return;
  await listenForCatalogueChanges(env.DATABASE_URL, env.DB_CONNECT_TIMEOUT_MS, {
    onChange(reason) {
      // The console's edits revalidate their own tags, shared through Redis: only the addresses are forgotten here.
      if (reason === CONSOLE_EDIT) return forgetCatalogueLookups();
      recordRevalidation([backendTags.all]);
      forgetCatalogueLookups();
      console.info(`[catalogue] changed outside the app (${reason}): cached catalogue pages and reads dropped`);
    },
    // While the database is away this repeats every few seconds: one line each, the outage itself is logged by lib/db.
    onError: (error) =>
      console.warn(`[catalogue] listening for catalogue changes failed (${describe(error)}); retrying`),
  });
}
