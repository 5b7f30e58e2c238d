/**
 * `npm run seed`: opens the database named by the environment (DATABASE_URL, else PGLITE_DIR, else the
 * default .data/pglite folder, exactly like lib/db/client.ts), applies migrations, seeds the demo
 * catalogue if it is not there yet, and prints table counts. Reads process.env directly because
 * lib/env.ts imports 'server-only', which throws outside Next.
 */
import './load-env-files';
import { announceCatalogueChange } from '../lib/db/catalogue-changes';
import { openDb } from '../lib/db/client';
import { embeddedDatabaseHolder } from '../lib/db/embedded-owner';
import { defaultPgliteDir } from '../lib/db/locations';
import { seed } from '../lib/db/seed/run';

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = process.env.PGLITE_DIR || undefined;

// PGlite allows one process: a second one writing the folder of a running site would corrupt it (issue 51).
const holder = databaseUrl ? undefined : embeddedDatabaseHolder(pgliteDir ?? defaultPgliteDir());
if (holder !== undefined) {
  console.error(
    `The site is running on this embedded database (process ${holder}), and PGlite allows one process at a time: stop the site, seed, and start it again.`,
  );
  process.exit(2);
}

const started = performance.now();
const handle = await openDb({ databaseUrl, pgliteDir });
try {
  const result = await seed(handle.db);
  // A site running on this PostgreSQL database drops its cached catalogue pages (PGlite allows one process anyway).
  if (result.seeded && databaseUrl) await announceCatalogueChange(handle.db, 'seed');
  const where = databaseUrl ? 'PostgreSQL' : `PGlite ${pgliteDir ?? '(default .data/pglite)'}`;
  console.log(
    result.seeded
      ? `Seeded the demo catalogue into ${where}.`
      : `Demo catalogue already present in ${where}; nothing added.`,
  );
  console.table(result.counts);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
